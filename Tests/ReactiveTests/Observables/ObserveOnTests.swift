// Marble tests for `observe(on:)` on virtual time.

import Reactive
import ReactiveTesting
import Testing

@Suite struct ObserveOnTests {
    /// Forwards to a `TestScheduler`, counting how many actions were scheduled.
    private final class CountingScheduler: ImmediateSchedulerType {
        let base: TestScheduler
        private(set) var scheduledCount = 0

        init(base: TestScheduler) { self.base = base }

        func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
            scheduledCount += 1
            return base.schedule(state, action: action)
        }
    }

    @Test func deliversEventsOneTickLaterOnTheScheduler() {
        let live = Resources.countingLive {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
            let observer = scheduler.start { source.observe(on: scheduler) }
            #expect(observer.events == [.next(211, 1), .next(221, 2), .completed(251)])
            #expect(source.subscriptions == [Subscription(200, 250)])
        }
        #expect(live == 0)
    }

    @Test func eventsArrivingTogetherShareOneDrain() {
        let live = Resources.countingLive {
            let scheduler = TestScheduler(initialClock: 0)
            let counting = CountingScheduler(base: scheduler)
            let source = scheduler.createHotObservable([.next(210, 1), .next(210, 2), .next(210, 3), .next(230, 4)])
            let observer = scheduler.start { source.observe(on: counting) }
            #expect(observer.events == [.next(211, 1), .next(211, 2), .next(211, 3), .next(231, 4)])
            #expect(counting.scheduledCount == 2)
        }
        #expect(live == 0)
    }

    @Test func errorIsDeliveredAfterTheWaitingElements() {
        let live = Resources.countingLive {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createHotObservable([.next(210, 1), .error(210, TestError(1))])
            let observer = scheduler.start { source.observe(on: scheduler) }
            #expect(observer.events == [.next(211, 1), .error(211, TestError(1))])
            #expect(source.subscriptions == [Subscription(200, 210)])
        }
        #expect(live == 0)
    }

    @Test func disposalDropsTheWaitingEvents() {
        let live = Resources.countingLive {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createHotObservable([.next(205, 0), .next(210, 1), .next(220, 2)])
            let observer = scheduler.start(disposed: 210) { source.observe(on: scheduler) }
            #expect(observer.events == [.next(206, 0)])
            #expect(source.subscriptions == [Subscription(200, 210)])
        }
        #expect(live == 0)
    }
}
