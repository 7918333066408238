// `catch` and `catchAndReturn`: recover from an error by switching to another sequence.

extension ObservableType {
    /// Passes on the source's events; when it fails, subscribes to the sequence `handler` returns
    /// for the error and passes on that one's events instead. A throw from `handler` becomes the error event.
    /// - seealso: [catch operator on reactivex.io](http://reactivex.io/documentation/operators/catch.html)
    /// - parameter handler: Makes the sequence to continue with, from the source's error.
    /// - returns: The source's events, then, after an error, the recovery sequence's.
    public func `catch`(_ handler: @escaping (Swift.Error) throws -> Observable<Element>) -> Observable<Element> {
        CatchObservable(source: asObservable(), handler: handler)
    }

    /// Passes on the source's events; when it fails, emits `element` and completes instead.
    /// - seealso: [catch operator on reactivex.io](http://reactivex.io/documentation/operators/catch.html)
    /// - parameter element: The last element, sent in place of the error.
    /// - returns: The source's events with an error replaced by `element` and completion.
    public func catchAndReturn(_ element: Element) -> Observable<Element> {
        `catch` { _ in .just(element) }
    }
}

private final class CatchObservable<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let handler: (Swift.Error) throws -> Observable<Element>

    init(source: Observable<Element>, handler: @escaping (Swift.Error) throws -> Observable<Element>) {
        self.source = source
        self.handler = handler
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: SinkDisposer) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let sink = CatchSink(handler: handler, observer: observer, cancel: cancel)
        return (sink, sink.run(source))
    }
}

private final class CatchSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element
    private let handler: (Swift.Error) throws -> Observable<Element>
    /// The source's subscription, then the recovery sequence's.
    private let subscription = SerialDisposable()

    init(handler: @escaping (Swift.Error) throws -> Observable<Element>, observer: Observer, cancel: SinkDisposer) {
        self.handler = handler
        super.init(observer: observer, cancel: cancel)
    }

    /// The source's subscription goes into its slot before it can fail, so a synchronous failure's
    /// recovery subscription replaces it rather than being overwritten by it.
    func run(_ source: Observable<Element>) -> Disposable {
        let sourceSubscription = SingleAssignmentDisposable()
        subscription.disposable = sourceSubscription
        sourceSubscription.setDisposable(source.subscribe(self))
        return subscription
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            forwardNext(element)
        case .completed:
            forwardTerminal(event)
        case .error(let error):
            do {
                let recovery = try handler(error)
                subscription.disposable = recovery.subscribe(AnyObserver(eventHandler: onRecovery))
            } catch {
                forwardTerminal(.error(error))
            }
        }
    }

    func onNext(_ element: Element) {
        forwardNext(element)
    }

    private func onRecovery(_ event: Event<Element>) {
        switch event {
        case .next(let element): forwardNext(element)
        case .error, .completed: forwardTerminal(event)
        }
    }
}

extension ObservableType {
    /// Subscribes to the sequences of `sequence` in turn, moving on to the next one whenever one
    /// fails, until one completes; when the last one fails too, its error ends the result.
    /// - seealso: [catch operator on reactivex.io](http://reactivex.io/documentation/operators/catch.html)
    /// - parameter sequence: The sequences to try, in order; an empty one completes at once.
    /// - returns: The elements of every sequence tried, up to the first that completes.
    public static func `catch`<Sequence: Swift.Sequence>(sequence: Sequence) -> Observable<Element>
    where Sequence.Element == Observable<Element> {
        let sources = Array(sequence)
        guard let last = sources.last else { return .empty() }
        return sources.dropLast().reversed().reduce(last) { fallback, source in source.catch { _ in fallback } }
    }
}
