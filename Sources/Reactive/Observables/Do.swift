// `do`: run side effects on a sequence's events without changing them.

extension ObservableType {
    /// Calls the given actions around each event and around subscribing and disposing; the events
    /// pass through unchanged.
    ///
    /// A throw from `onNext`, `onError`, `onCompleted` or `afterNext` becomes the error event of the
    /// sequence (sent instead of the event, or after the element). `afterError` and `afterCompleted`
    /// run after the sequence has already ended, so a throw from them cannot be delivered and is dropped.
    /// - seealso: [do operator on reactivex.io](http://reactivex.io/documentation/operators/do.html)
    /// - parameters:
    ///   - onNext: Runs for each element before it is passed on.
    ///   - afterNext: Runs for each element after it was passed on.
    ///   - onError: Runs for the error before it is passed on.
    ///   - afterError: Runs after the error was passed on.
    ///   - onCompleted: Runs before the completion is passed on.
    ///   - afterCompleted: Runs after the completion was passed on.
    ///   - onSubscribe: Runs before the source is subscribed.
    ///   - onSubscribed: Runs after the source was subscribed.
    ///   - onDispose: Runs after the source subscription was disposed, for whatever reason.
    /// - returns: The source sequence with the actions attached.
    public func `do`(
        onNext: ((Element) throws -> Void)? = nil,
        afterNext: ((Element) throws -> Void)? = nil,
        onError: ((Swift.Error) throws -> Void)? = nil,
        afterError: ((Swift.Error) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil,
        afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Observable<Element> {
        DoObservable(
            source: asObservable(),
            actions: DoActions(
                onNext: onNext, afterNext: afterNext, onError: onError, afterError: afterError,
                onCompleted: onCompleted, afterCompleted: afterCompleted,
                onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose
            )
        )
    }
}

/// The side effects of one `do` operator.
private struct DoActions<Element> {
    let onNext: ((Element) throws -> Void)?
    let afterNext: ((Element) throws -> Void)?
    let onError: ((Swift.Error) throws -> Void)?
    let afterError: ((Swift.Error) throws -> Void)?
    let onCompleted: (() throws -> Void)?
    let afterCompleted: (() throws -> Void)?
    let onSubscribe: (() -> Void)?
    let onSubscribed: (() -> Void)?
    let onDispose: (() -> Void)?
}

private final class DoObservable<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let actions: DoActions<Element>

    init(source: Observable<Element>, actions: DoActions<Element>) {
        self.source = source
        self.actions = actions
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: SinkDisposer) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        actions.onSubscribe?()
        let sink = DoSink(actions: actions, observer: observer, cancel: cancel)
        let subscription = source.subscribe(sink)
        actions.onSubscribed?()
        guard let onDispose = actions.onDispose else { return (sink, subscription) }
        return (sink, Disposables.create {
            subscription.dispose()
            onDispose()
        })
    }
}

private final class DoSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element
    private let actions: DoActions<Element>

    init(actions: DoActions<Element>, observer: Observer, cancel: SinkDisposer) {
        self.actions = actions
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Element>) {
        do {
            switch event {
            case .next(let element):
                onNext(element)
            case .error(let error):
                try actions.onError?(error)
                forwardOn(event)
                try? actions.afterError?(error)
                dispose()
            case .completed:
                try actions.onCompleted?()
                forwardOn(event)
                try? actions.afterCompleted?()
                dispose()
            }
        } catch {
            forwardTerminal(.error(error))
        }
    }

    func onNext(_ element: Element) {
        do {
            try actions.onNext?(element)
            forwardNext(element)
            try actions.afterNext?(element)
        } catch {
            forwardError(error)
        }
    }
}
