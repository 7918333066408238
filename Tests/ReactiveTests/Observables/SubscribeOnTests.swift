// Marble tests for `subscribe(on:)` on virtual time.

import Reactive
import ReactiveTesting
import Testing

@Suite struct SubscribeOnTests {
    @Test func subscribesAndUnsubscribesOnTheScheduler() {
        let live = Resources.countingLive {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createHotObservable([.next(201, 0), .next(210, 1), .next(220, 2)])
            let observer = scheduler.start { source.subscribe(on: scheduler) }
            #expect(observer.events == [.next(210, 1), .next(220, 2)])
            #expect(source.subscriptions == [Subscription(201, 1001)])
        }
        #expect(live == 0)
    }

    @Test func completionAndErrorPassThrough() {
        let live = Resources.countingLive {
            let scheduler = TestScheduler(initialClock: 0)
            let completing = scheduler.createHotObservable([.next(210, 1), .completed(250)])
            let completed = scheduler.start { completing.subscribe(on: scheduler) }
            #expect(completed.events == [.next(210, 1), .completed(250)])
            #expect(completing.subscriptions == [Subscription(201, 250)])
            let failingScheduler = TestScheduler(initialClock: 0)
            let failing = failingScheduler.createHotObservable([.error(230, TestError(1))] as [Recorded<Event<Int>>])
            let failed = failingScheduler.start { failing.subscribe(on: failingScheduler) }
            #expect(failed.events == [.error(230, TestError(1))])
        }
        #expect(live == 0)
    }

    @Test func disposalBeforeTheScheduledSubscriptionCancelsIt() {
        let live = Resources.countingLive {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createHotObservable([.next(210, 1)])
            let observer = scheduler.start(disposed: 200) { source.subscribe(on: scheduler) }
            #expect(observer.events.isEmpty)
            #expect(source.subscriptions.isEmpty)
        }
        #expect(live == 0)
    }
}
