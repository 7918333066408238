// Marble tests for `observe(on:atMostEvery:)` on virtual time.

import Reactive
import ReactiveTesting
import Testing

@Suite struct ObserveOnPacedTests {
    @Test func anEventAfterAQuietSpacingHopsAtOnceAndLaterOnesWaitForTheSpacingTogether() {
        let live = Resources.countingLive {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .next(218, 3), .next(240, 4), .completed(260)])
            let observer = scheduler.start { source.observe(on: scheduler, atMostEvery: .seconds(10)) }
            // 1 goes out one tick later (the test scheduler's hop); 2 and 3 wait for 10 s after that
            // delivery and go together; 4 comes after a quiet spacing, so at once again.
            #expect(observer.events == [.next(211, 1), .next(221, 2), .next(221, 3), .next(241, 4), .completed(261)])
            #expect(source.subscriptions == [Subscription(200, 260)])
        }
        #expect(live == 0)
    }

    @Test func anErrorFollowsTheEventsWaitingBeforeIt() {
        let live = Resources.countingLive {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createHotObservable([.next(210, 1), .next(213, 2), .error(214, TestError(1))])
            let observer = scheduler.start { source.observe(on: scheduler, atMostEvery: .seconds(10)) }
            #expect(observer.events == [.next(211, 1), .next(221, 2), .error(221, TestError(1))])
        }
        #expect(live == 0)
    }

    @Test func disposalDropsTheWaitingEvents() {
        let live = Resources.countingLive {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createHotObservable([.next(210, 1), .next(212, 2), .next(230, 3)])
            let observer = scheduler.start(disposed: 215) { source.observe(on: scheduler, atMostEvery: .seconds(10)) }
            #expect(observer.events == [.next(211, 1)])
            #expect(source.subscriptions == [Subscription(200, 215)])
        }
        #expect(live == 0)
    }
}
