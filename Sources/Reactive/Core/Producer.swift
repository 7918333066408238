// The base of every operator's observable: one Sink per subscription.

/// The base of every operator's and source's observable (subjects are the only other `Observable`s).
///
/// The usual path: `subscribe` builds a sink via `run` and wires its disposal through a
/// `SinkDisposer`. Operators whose subscription needs no `SinkDisposer` override `subscribe`
/// instead, as RxSwift's `Just` does: `map`, `filter` and the two fused (their `OwningSink` is the subscription,
/// still built inside the trampoline), `just`, `empty`, `never` and `error` (they keep nothing
/// per subscription) and `share` (its subscribers join one connection).
@usableFromInline
class Producer<Element>: Observable<Element> {
    override init() {}

    /// Subscribes inside the current thread's trampoline, so work a source schedules on
    /// `CurrentThreadScheduler` waits until every `SinkDisposer` of the chain is set and a
    /// downstream terminal event (e.g. `take`'s) can reach and stop it.
    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        CurrentThreadScheduler.runTrampolined {
            let disposer = SinkDisposer()
            let (sink, subscription) = run(observer, cancel: disposer)
            disposer.set(sink: sink, subscription: subscription)
            return disposer
        }
    }

    /// Builds the sink for one subscription and subscribes it upstream.
    ///
    /// `cancel` is what the sink disposes when it terminates; it may be disposed before `run` returns.
    func run<Observer: ObserverType>(_ observer: Observer, cancel: SinkDisposer) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        preconditionFailure("Producer.run is abstract; subclasses override it")
    }
}
