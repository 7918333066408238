// Marble tests for `timeout`.

import Reactive
import ReactiveTesting
import Testing

@Suite struct TimeoutTests {
    @Test func failsAfterASilenceLongerThanTheDueTime() {
        let live = Resources.countingLive {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createHotObservable([.next(210, 1), .next(225, 2), .next(260, 3)])
            let observer = scheduler.start { source.timeout(.seconds(20), scheduler: scheduler) }
            #expect(observer.events == [.next(210, 1), .next(225, 2), .error(245, RxError.timeout)])
            #expect(source.subscriptions == [Subscription(200, 245)])
        }
        #expect(live == 0)
    }

    @Test func timerStartsAtSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(230, 1)])
        let observer = scheduler.start { source.timeout(.seconds(20), scheduler: scheduler) }
        #expect(observer.events == [.error(220, RxError.timeout)])
    }

    @Test func switchesToTheFallbackAtTheTimeout() {
        let live = Resources.countingLive {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createHotObservable([.next(210, 1), .next(240, 2)])
            let other = scheduler.createColdObservable([.next(5, 100), .completed(10)])
            let observer = scheduler.start { source.timeout(.seconds(20), other: other, scheduler: scheduler) }
            #expect(observer.events == [.next(210, 1), .next(235, 100), .completed(240)])
            #expect(source.subscriptions == [Subscription(200, 230)])
            #expect(other.subscriptions == [Subscription(230, 240)])
        }
        #expect(live == 0)
    }

    @Test func completionAndErrorBeforeTheTimeoutPassThrough() {
        let live = Resources.countingLive {
            let scheduler = TestScheduler(initialClock: 0)
            let completing = scheduler.createHotObservable([.next(210, 1), .completed(220)])
            let completed = scheduler.start { completing.timeout(.seconds(20), scheduler: scheduler) }
            #expect(completed.events == [.next(210, 1), .completed(220)])
            let failingScheduler = TestScheduler(initialClock: 0)
            let failing = failingScheduler.createHotObservable([.error(215, TestError(1))] as [Recorded<Event<Int>>])
            let failed = failingScheduler.start { failing.timeout(.seconds(20), scheduler: failingScheduler) }
            #expect(failed.events == [.error(215, TestError(1))])
            #expect(failing.subscriptions == [Subscription(200, 215)])
        }
        #expect(live == 0)
    }

    @Test func disposalCancelsTheTimerAndTheFallback() {
        let live = Resources.countingLive {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createHotObservable([.next(210, 1)])
            let other = scheduler.createColdObservable([.next(50, 100)])
            let observer = scheduler.start(disposed: 260) { source.timeout(.seconds(20), other: other, scheduler: scheduler) }
            #expect(observer.events == [.next(210, 1)])
            #expect(other.subscriptions == [Subscription(230, 260)])
        }
        #expect(live == 0)
    }
}
