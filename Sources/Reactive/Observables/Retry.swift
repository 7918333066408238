// `retry`: resubscribe to a sequence that failed.

import Synchronization

extension ObservableType {
    /// Resubscribes to the source every time it fails, for as long as it takes.
    /// - seealso: [retry operator on reactivex.io](http://reactivex.io/documentation/operators/retry.html)
    /// - returns: The source's events, with each error replaced by a new subscription.
    public func retry() -> Observable<Element> {
        RetryObservable(source: asObservable(), maxAttemptCount: nil)
    }

    /// Subscribes to the source up to `maxAttemptCount` times in all, resubscribing after each
    /// failure but the last, whose error is passed on. `retry(0)` completes without subscribing.
    /// - seealso: [retry operator on reactivex.io](http://reactivex.io/documentation/operators/retry.html)
    /// - parameter maxAttemptCount: The most subscriptions to make, the first included; not negative.
    /// - returns: The source's events, with all but the last error replaced by a new subscription.
    public func retry(_ maxAttemptCount: Int) -> Observable<Element> {
        precondition(maxAttemptCount >= 0, "retry: maxAttemptCount must not be negative")
        return RetryObservable(source: asObservable(), maxAttemptCount: maxAttemptCount)
    }
}

private final class RetryObservable<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let maxAttemptCount: Int?

    init(source: Observable<Element>, maxAttemptCount: Int?) {
        self.source = source
        self.maxAttemptCount = maxAttemptCount
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: SinkDisposer) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let sink = RetrySink(source: source, maxAttemptCount: maxAttemptCount, observer: observer, cancel: cancel)
        if maxAttemptCount == 0 {
            sink.forwardTerminal(.completed)
        } else {
            sink.subscribeNextAttempt()
        }
        return (sink, sink.subscription)
    }
}

private final class RetrySink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element
    private let source: Observable<Element>
    /// Subscriptions still allowed after the current one; nil for no limit.
    private var attemptsLeft: Int?
    /// The current attempt's subscription.
    let subscription = SerialDisposable()
    /// Attempts requested but not yet made: a source failing during `subscribe` asks for the next
    /// attempt from inside the current one, and the loop in `subscribeNextAttempt` makes it once the
    /// current `subscribe` has returned, so the stack stays flat however often it fails.
    private let pendingAttempts = Atomic<Int>(0)

    init(source: Observable<Element>, maxAttemptCount: Int?, observer: Observer, cancel: SinkDisposer) {
        self.source = source
        attemptsLeft = maxAttemptCount
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            forwardNext(element)
        case .completed:
            forwardTerminal(event)
        case .error:
            if attemptsLeft == 0 {
                forwardTerminal(event)
            } else {
                subscribeNextAttempt()
            }
        }
    }

    func onNext(_ element: Element) {
        forwardNext(element)
    }

    func subscribeNextAttempt() {
        if pendingAttempts.wrappingAdd(1, ordering: .acquiringAndReleasing).oldValue > 0 { return }
        repeat {
            if isDisposed { continue }
            if let left = attemptsLeft { attemptsLeft = left - 1 }
            let attempt = SingleAssignmentDisposable()
            subscription.disposable = attempt
            attempt.setDisposable(source.subscribe(self))
        } while pendingAttempts.wrappingSubtract(1, ordering: .acquiringAndReleasing).newValue > 0
    }
}
