// `observe(on:)`: deliver events on a scheduler, in batches.

import Synchronization

extension ObservableType {
    /// Delivers every event on `scheduler`, in order, one at a time.
    ///
    /// Events are appended to a buffer under a lock and at most one drain is scheduled at a time:
    /// a drain delivers everything buffered when it starts, then schedules the next drain if more
    /// arrived meanwhile (so a busy source cannot monopolise a serial scheduler). A fast source costs
    /// one scheduled action per batch instead of one per event.
    ///
    /// Memory: elements wait unboxed in one contiguous array (8 bytes per `Int`; the terminal event
    /// is kept apart), the drained array is reused as the next buffer, and a buffer grown beyond
    /// 16 384 elements is released after its batch. There is no back-pressure: blocking a producer
    /// could deadlock when it runs on `scheduler` itself, so a source that outruns the scheduler
    /// forever grows the buffer by one element slot per waiting element.
    /// - seealso: [observeOn operator on reactivex.io](http://reactivex.io/documentation/operators/observeon.html)
    /// - parameter scheduler: Where the observer receives the events.
    /// - returns: The source, observed on `scheduler`.
    public func observe(on scheduler: any ImmediateSchedulerType) -> Observable<Element> {
        ObserveOnProducer(source: asObservable(), scheduler: scheduler)
    }
}

private final class ObserveOnProducer<Element>: Producer<Element> {
    let source: Observable<Element>
    let scheduler: any ImmediateSchedulerType

    init(source: Observable<Element>, scheduler: any ImmediateSchedulerType) {
        self.source = source
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let sink = ObserveOnSink(scheduler: scheduler, observer: observer, cancel: cancel)
        sink.sourceSubscription.setDisposable(source.subscribe(sink))
        return (sink, sink.sourceSubscription)
    }
}

private final class ObserveOnSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element

    /// Above this capacity a drained array is released instead of being reused.
    private static var retainedCapacity: Int { 16_384 }

    private let scheduler: any ImmediateSchedulerType
    /// Guards `pending`, `terminal` and `drainScheduled` (elements are not Sendable, so the
    /// `Mutex` cannot own them).
    private let lock = Mutex<Void>(())
    private var pending: [Element] = []
    private var terminal: Event<Element>?
    /// True from the moment a drain is scheduled until a drain finds nothing left to deliver.
    private var drainScheduled = false
    let sourceSubscription = SingleAssignmentDisposable()
    /// The batch being delivered. Only the running drain touches it, and drains never overlap:
    /// the next one is scheduled through `lock` after this one is done with it.
    private var batch: [Element] = []

    init(scheduler: any ImmediateSchedulerType, observer: Observer, cancel: Cancelable) {
        self.scheduler = scheduler
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Element>) {
        if isDisposed { return }
        let mustSchedule = lock.withLock { _ -> Bool in
            if terminal != nil { return false }
            switch event {
            case .next(let element): pending.append(element)
            case .error, .completed: terminal = event
            }
            if drainScheduled { return false }
            drainScheduled = true
            return true
        }
        if event.isStopEvent { sourceSubscription.dispose() }
        if mustSchedule { scheduleDrain() }
    }

    private func scheduleDrain() {
        _ = scheduler.schedule(()) { [self] _ in
            drain()
            return Disposables.create()
        }
    }

    /// Delivers one batch on the scheduler, then schedules the next drain if events are waiting.
    private func drain() {
        let terminated = lock.withLock { _ -> Bool in
            swap(&pending, &batch)
            return terminal != nil
        }
        for element in batch {
            if isDisposed { return }
            forwardOn(.next(element))
        }
        batch.removeAll(keepingCapacity: batch.capacity <= Self.retainedCapacity)
        // `terminal` is written once, under the lock, before `terminated` was read under it.
        if terminated, let terminal {
            forwardOn(terminal)
            dispose()
            return
        }
        let moreWaiting = lock.withLock { _ -> Bool in
            drainScheduled = !pending.isEmpty || terminal != nil
            return drainScheduled
        }
        if moreWaiting { scheduleDrain() }
    }

    override func dispose() {
        super.dispose()
        lock.withLock { _ in pending = [] }
    }
}
