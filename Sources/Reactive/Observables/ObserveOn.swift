// `observe(on:)`: deliver events on a scheduler, in batches.

import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension ObservableType {
    /// Delivers every event on `scheduler`, in order, one at a time.
    ///
    /// Events are appended to a buffer under a lock and at most one drain is scheduled at a time.
    /// A drain takes the whole buffer at once and delivers it, and keeps taking batches while the
    /// source keeps producing (it yields the processor a few times before it gives up), so a fast
    /// source costs one scheduled action per burst instead of one per event. After 65 536 elements
    /// a drain schedules its continuation, so a busy source cannot monopolise a serial scheduler.
    ///
    /// Memory: elements wait unboxed in contiguous memory (8 bytes per `Int`; the terminal event is
    /// kept apart) and the two buffers are swapped between source and drain and reused; a buffer
    /// grown beyond 16 384 elements is released after its batch. There is no back-pressure:
    /// blocking the source could deadlock when it runs on `scheduler` itself, so a source that
    /// outruns the scheduler for good grows the buffer by one element slot per waiting element.
    /// - seealso: [observeOn operator on reactivex.io](http://reactivex.io/documentation/operators/observeon.html)
    /// - parameter scheduler: Where the observer receives the events.
    /// - returns: The source, observed on `scheduler`.
    public func observe(on scheduler: any ImmediateSchedulerType) -> Observable<Element> {
        ObserveOnProducer(source: asObservable(), scheduler: scheduler)
    }
}

private final class ObserveOnProducer<Element>: ScheduledProducer<Element> {
    override func run<Observer: ObserverType>(_ observer: Observer, cancel: SinkDisposer) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let sink = ObserveOnSink(scheduler: scheduler, observer: observer, cancel: cancel)
        sink.sourceSubscription.setDisposable(source.subscribe(sink))
        return (sink, sink.sourceSubscription)
    }
}

private final class ObserveOnSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element

    /// A drain that delivered this many elements lets other work on the scheduler run first.
    private static var drainBudget: Int { 65_536 }
    /// How often an idle drain yields before it ends.
    private static var yieldsBeforeIdle: Int { 3 }

    private let scheduler: any ImmediateSchedulerType
    private let queue = ObserveOnQueue<Element>()
    let sourceSubscription = SingleAssignmentDisposable()
    /// True while a drain is being scheduled: a drain that starts then runs inline (an immediate
    /// scheduler), where waiting for more elements would only stall the source.
    private let schedulingDrain = Atomic<Bool>(false)

    init(scheduler: any ImmediateSchedulerType, observer: Observer, cancel: SinkDisposer) {
        self.scheduler = scheduler
        super.init(observer: observer, cancel: cancel)
    }

    func onNext(_ element: Element) {
        if isDisposed { return }
        if queue.push(element) { scheduleDrain() }
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            onNext(element)
        case .error, .completed:
            if isDisposed { return }
            let mustSchedule = queue.finish(with: event)
            sourceSubscription.dispose()
            if mustSchedule { scheduleDrain() }
        }
    }

    private func scheduleDrain() {
        schedulingDrain.store(true, ordering: .releasing)
        _ = scheduler.schedule(()) { [self] _ in
            drain()
            return Disposables.create()
        }
        schedulingDrain.store(false, ordering: .releasing)
    }

    /// Delivers batches on the scheduler until none is waiting (after a short wait for more) or
    /// `drainBudget` elements went out, then schedules the next drain if events are waiting.
    private func drain() {
        let runsInline = schedulingDrain.load(ordering: .acquiring)
        var delivered = 0
        repeat {
            let (count, terminal) = queue.takeBatch()
            for index in 0..<count {
                if isDisposed { return }
                forwardNext(queue.batchElement(at: index))
            }
            queue.clearBatch()
            if let terminal {
                forwardOn(terminal)
                dispose()
                return
            }
            delivered += count
        } while delivered < Self.drainBudget && !runsInline && moreArrivesSoon()
        if queue.drainFinished() { scheduleDrain() }
    }

    /// Yields the processor a few times while the source may still be producing: far cheaper than
    /// ending the drain and having the source wake a thread for its next element.
    private func moreArrivesSoon() -> Bool {
        for _ in 0..<Self.yieldsBeforeIdle {
            if queue.hasWaiting { return true }
            sched_yield()
        }
        return queue.hasWaiting
    }

    override func dispose() {
        super.dispose()
        queue.removeWaiting()
    }
}
