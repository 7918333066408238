// `observe(on:atMostEvery:)`: deliver events on a scheduler, in order, in at most one batch per spacing.

extension ObservableType {
    /// Delivers every event on `scheduler`, in order, like `observe(on:)`, but hands them over at most
    /// once per `spacing`: an event after a quiet spacing is scheduled at once; those arriving within
    /// the spacing after a batch wait until it is over and go together, in one scheduled action.
    ///
    /// A socket that brings a few hundred small frames a second to a UI thread that draws 60 frames a
    /// second then wakes that thread about as often as it draws, instead of once per frame received:
    /// each wake-up costs two context switches, a `poll` and the pipe's read and write. The price is
    /// that an event may wait up to `spacing` for its batch (never longer, and not at all after a
    /// quiet spacing). The spacing is measured from the end of a batch's delivery, so whatever the
    /// batch started downstream on `scheduler` (a frame that is itself paced) has had its turn.
    ///
    /// Memory: the events waiting for their batch, nothing else. Disposing drops them.
    /// - parameter scheduler: Where the observer receives the events.
    /// - parameter spacing: The shortest time between two batches.
    /// - returns: The source, observed on `scheduler`.
    public func observe(on scheduler: any SchedulerType, atMostEvery spacing: RxTimeInterval) -> Observable<Element> {
        let seconds = spacing.timeIntervalInSeconds
        let source = asObservable()
        return Observable.create { observer in
            let batch = PacedBatch<Element>()
            let timer = SerialDisposable()
            let subscription = SingleAssignmentDisposable()
            func schedule(after delay: Double) {
                let deliver = { (_: Void) -> Disposable in
                    for event in batch.take() {
                        observer.on(event)
                        if event.isStopEvent { subscription.dispose() }
                    }
                    if let delay = batch.delivered(at: scheduler.now, spacing: seconds) { schedule(after: delay) }
                    return Disposables.create()
                }
                if delay <= 0 {
                    timer.disposable = scheduler.schedule((), action: deliver)
                } else {
                    timer.disposable = scheduler.scheduleRelative((), dueTime: .nanoseconds(Int((delay * 1e9).rounded(.up))), action: deliver)
                }
            }
            subscription.setDisposable(source.subscribe { event in
                if let delay = batch.append(event, at: scheduler.now, spacing: seconds) { schedule(after: delay) }
            })
            return Disposables.create(subscription, timer)
        }
    }
}

/// The events waiting for their batch, whether a delivery is due, and when the last one ended.
private final class PacedBatch<Element>: @unchecked Sendable {
    // @unchecked: `state` is only touched inside its lock.
    private struct State {
        var events: [Event<Element>] = []
        /// A delivery is scheduled or running: new events join it (or the one it schedules).
        var isDeliveryDue = false
        var lastDelivery: RxTime?
    }

    private let state = LockedState(State())

    /// Adds `event`; returns in how many seconds a delivery must be scheduled, nil when one is due.
    func append(_ event: Event<Element>, at now: RxTime, spacing: Double) -> Double? {
        state.withLock { state in
            state.events.append(event)
            guard !state.isDeliveryDue else { return nil }
            state.isDeliveryDue = true
            let waited = state.lastDelivery.map { now.timeIntervalSince($0) } ?? .infinity
            return max(0, spacing - waited)
        }
    }

    /// The events waiting, oldest first; the delivery that takes them stays due until `delivered`.
    func take() -> [Event<Element>] {
        state.withLock { state in
            defer { state.events.removeAll(keepingCapacity: true) }
            return state.events
        }
    }

    /// Notes a delivery that ended at `now`; returns in how many seconds the next must be scheduled
    /// when events arrived during it, else nil.
    func delivered(at now: RxTime, spacing: Double) -> Double? {
        state.withLock { state in
            state.lastDelivery = now
            state.isDeliveryDue = !state.events.isEmpty
            return state.isDeliveryDue ? spacing : nil
        }
    }
}
