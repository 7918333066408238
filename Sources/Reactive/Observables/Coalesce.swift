// `coalesce`: fold a fast sequence into a state in place, handed over on a scheduler one delivery at a time.

extension ObservableType {
    /// Folds each element into a state kept in place (from `seed`) and emits `drain(&state)` on
    /// `scheduler`, with at most one emission waiting there: the elements that arrive before it runs fold
    /// into that one. A source of hundreds of elements a second then costs one emission per run of the
    /// scheduler (with the run loop's `FrameScheduler`, one a frame), and the state is taken (copied) only
    /// when drained. `drain` may also reset what the state counts between emissions.
    ///
    /// The error or completion goes out on the scheduler too, after the emission waiting. Disposing drops
    /// an emission still waiting. Each subscription starts again from `seed`.
    /// - parameters:
    ///   - seed: The state before the first element.
    ///   - scheduler: Where emissions happen; a serial one (the UI's) keeps them in order.
    ///   - fold: Changes the state for one element, on the source's thread, under the operator's lock.
    ///   - drain: The element to emit from the state, on the scheduler, under the lock.
    /// - returns: One element per run of the scheduler that followed new elements.
    public func coalesce<State, Output>(
        into seed: State,
        on scheduler: any ImmediateSchedulerType,
        fold: @escaping (inout State, Element) -> Void,
        drain: @escaping (inout State) -> Output
    ) -> Observable<Output> {
        CoalesceProducer(source: asObservable(), seed: seed, scheduler: scheduler, fold: fold, drain: drain)
    }
}

private final class CoalesceProducer<Source, State, Output>: Producer<Output> {
    private let source: Observable<Source>
    private let seed: State
    private let scheduler: any ImmediateSchedulerType
    private let fold: (inout State, Source) -> Void
    private let drain: (inout State) -> Output

    init(
        source: Observable<Source>, seed: State, scheduler: any ImmediateSchedulerType,
        fold: @escaping (inout State, Source) -> Void, drain: @escaping (inout State) -> Output
    ) {
        self.source = source
        self.seed = seed
        self.scheduler = scheduler
        self.fold = fold
        self.drain = drain
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: SinkDisposer) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Output {
        let sink = CoalesceSink(seed: seed, scheduler: scheduler, fold: fold, drain: drain, observer: observer, cancel: cancel)
        return (sink, source.subscribe(sink))
    }
}

private final class CoalesceSink<Source, State, Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Source

    /// The folded state and whether an emission waits on the scheduler for it.
    private struct Pending {
        var state: State
        var isScheduled = false
    }

    private let pending: LockedState<Pending>
    private let scheduler: any ImmediateSchedulerType
    private let fold: (inout State, Source) -> Void
    private let drain: (inout State) -> Observer.Element

    init(
        seed: State, scheduler: any ImmediateSchedulerType, fold: @escaping (inout State, Source) -> Void,
        drain: @escaping (inout State) -> Observer.Element, observer: Observer, cancel: SinkDisposer
    ) {
        pending = LockedState(Pending(state: seed))
        self.scheduler = scheduler
        self.fold = fold
        self.drain = drain
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Source>) {
        switch event {
        case .next(let element):
            let mustSchedule = pending.withLock { pending in
                fold(&pending.state, element)
                defer { pending.isScheduled = true }
                return !pending.isScheduled
            }
            if mustSchedule { _ = scheduler.schedule(self) { sink in sink.emitWaiting() } }
        case .error, .completed:
            _ = scheduler.schedule(self) { sink in
                _ = sink.emitWaiting()
                sink.forwardStop(event)
                return Disposables.create()
            }
        }
    }

    /// Emits the drained state if an emission waits (outside the lock, so the source keeps folding meanwhile).
    private func emitWaiting() -> Disposable {
        let output: Observer.Element? = pending.withLock { pending in
            guard pending.isScheduled else { return nil }
            pending.isScheduled = false
            return drain(&pending.state)
        }
        if let output { forwardNext(output) }
        return Disposables.create()
    }
}
