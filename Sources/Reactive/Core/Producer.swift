// The base of every operator's observable: one Sink per subscription.

/// An observable whose `subscribe` builds a sink via `run` and wires its disposal.
class Producer<Element>: Observable<Element> {
    override init() {}

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let disposer = SinkDisposer()
        let (sink, subscription) = run(observer, cancel: disposer)
        disposer.set(sink: sink, subscription: subscription)
        return disposer
    }

    /// Builds the sink for one subscription and subscribes it upstream.
    ///
    /// `cancel` is what the sink disposes when it terminates; it may be disposed before `run` returns.
    func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        preconditionFailure("Producer.run is abstract; subclasses override it")
    }
}
