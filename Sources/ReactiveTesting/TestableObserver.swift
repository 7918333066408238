// An observer that records what it receives, with virtual timestamps.

import Reactive

/// Records every event with the scheduler's clock at the moment it arrived.
public final class TestableObserver<Element>: ObserverType {
    private unowned let scheduler: TestScheduler

    /// Everything received so far, in order.
    public private(set) var events: [Recorded<Event<Element>>] = []

    init(scheduler: TestScheduler) {
        self.scheduler = scheduler
    }

    public func on(_ event: Event<Element>) {
        events.append(Recorded(time: scheduler.clock, value: event))
    }
}
