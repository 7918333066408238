// Marble tests for `throttle`.

import Reactive
import ReactiveTesting
import Testing

@Suite struct ThrottleTests {
    private static var burst: [Recorded<Event<Int>>] {
        [.next(210, 1), .next(215, 2), .next(220, 3), .next(235, 4), .next(240, 5), .completed(260)]
    }

    @Test func latestEmitsTheLastElementOfEachWindowAtItsEnd() {
        let live = Resources.countingLive {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createHotObservable(Self.burst)
            let observer = scheduler.start { source.throttle(.seconds(20), scheduler: scheduler) }
            #expect(observer.events == [.next(210, 1), .next(230, 3), .next(250, 5), .completed(260)])
            #expect(source.subscriptions == [Subscription(200, 260)])
        }
        #expect(live == 0)
    }

    @Test func notLatestDropsElementsInsideTheWindow() {
        let live = Resources.countingLive {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createHotObservable(Self.burst)
            let observer = scheduler.start { source.throttle(.seconds(20), latest: false, scheduler: scheduler) }
            #expect(observer.events == [.next(210, 1), .next(235, 4), .completed(260)])
        }
        #expect(live == 0)
    }

    @Test func completionWaitsForTheLatestElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(225)])
        let observer = scheduler.start { source.throttle(.seconds(20), scheduler: scheduler) }
        #expect(observer.events == [.next(210, 1), .next(230, 2), .completed(230)])
        #expect(source.subscriptions == [Subscription(200, 225)])
    }

    @Test func errorIsPassedOnAtOnce() {
        let live = Resources.countingLive {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .error(225, TestError(1))])
            let observer = scheduler.start { source.throttle(.seconds(20), scheduler: scheduler) }
            #expect(observer.events == [.next(210, 1), .error(225, TestError(1))])
        }
        #expect(live == 0)
    }

    @Test func disposalCancelsTheWindowTimer() {
        let live = Resources.countingLive {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
            let observer = scheduler.start(disposed: 225) { source.throttle(.seconds(20), scheduler: scheduler) }
            #expect(observer.events == [.next(210, 1)])
            #expect(source.subscriptions == [Subscription(200, 225)])
        }
        #expect(live == 0)
    }
}
