// `amb`: follow whichever of several sequences reacts first.

extension ObservableType {
    /// Follows whichever of this sequence and `right` sends an event first, and unsubscribes the other.
    /// - seealso: [amb operator on reactivex.io](http://reactivex.io/documentation/operators/amb.html)
    /// - parameter right: The competing sequence.
    /// - returns: The events of the sequence that reacted first.
    public func amb<Right: ObservableType>(_ right: Right) -> Observable<Element> where Right.Element == Element {
        AmbProducer(sources: [asObservable(), right.asObservable()])
    }

    /// Follows whichever sequence of `sequence` sends an event first, and unsubscribes the others.
    /// - seealso: [amb operator on reactivex.io](http://reactivex.io/documentation/operators/amb.html)
    /// - parameter sequence: The competing sequences; with none, the result never emits (as RxSwift's).
    /// - returns: The events of the sequence that reacted first.
    public static func amb<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Observable<Element>
    where Sequence.Element == Observable<Element> {
        AmbProducer(sources: Array(sequence))
    }
}

private final class AmbProducer<Element>: Producer<Element> {
    private let sources: [Observable<Element>]

    init(sources: [Observable<Element>]) {
        self.sources = sources
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: SinkDisposer) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        // A source already beaten (by one that reacted during its own subscribe) is not subscribed.
        let subscriptions = sources.map { _ in SingleAssignmentDisposable() }
        let sink = AmbSink(subscriptions: subscriptions, observer: observer, cancel: cancel)
        for (index, source) in sources.enumerated() where !subscriptions[index].isDisposed {
            subscriptions[index].setDisposable(source.subscribe(AmbSourceObserver(parent: sink, index: index)))
        }
        return (sink, Disposables.create(subscriptions))
    }
}

/// Lets the first source to send an event win, under the lock, and passes on only the winner's events.
private final class AmbSink<Observer: ObserverType>: SerializingSink<Observer> {
    private let subscriptions: [SingleAssignmentDisposable]
    /// The index of the source that reacted first; guarded by `lock`.
    private var winner: Int?

    init(subscriptions: [SingleAssignmentDisposable], observer: Observer, cancel: SinkDisposer) {
        self.subscriptions = subscriptions
        super.init(observer: observer, cancel: cancel)
    }

    /// Source `index` sent `event`.
    func on(_ event: Event<Observer.Element>, from index: Int) {
        lock.withLock {
            if stopped { return }
            if winner == nil {
                winner = index
                for (other, subscription) in subscriptions.enumerated() where other != index { subscription.dispose() }
            }
            guard winner == index else { return }
            switch event {
            case .next(let element): forwardNext(element)
            case .error, .completed: stop(with: event)
            }
        }
    }
}

/// Tags one source's events with its index for the sink.
private final class AmbSourceObserver<Observer: ObserverType>: ObserverType {
    private let parent: AmbSink<Observer>
    private let index: Int
    #if DEBUG
    private let tracker = Resources.track()
    #endif

    init(parent: AmbSink<Observer>, index: Int) {
        self.parent = parent
        self.index = index
    }

    func on(_ event: Event<Observer.Element>) {
        parent.on(event, from: index)
    }
}
