// Marble tests for `delay`.

import Reactive
import ReactiveTesting
import Testing

@Suite struct DelayTests {
    @Test func shiftsElementsAndCompletionLater() {
        let live = Resources.countingLive {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(250, 3), .completed(260)])
            let observer = scheduler.start { source.delay(.seconds(30), scheduler: scheduler) }
            #expect(observer.events == [.next(240, 1), .next(250, 2), .next(280, 3), .completed(290)])
            #expect(source.subscriptions == [Subscription(200, 260)])
        }
        #expect(live == 0)
    }

    @Test func errorIsPassedOnAtOnceAndDropsWaitingElements() {
        let live = Resources.countingLive {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .error(250, TestError(1))])
            let observer = scheduler.start { source.delay(.seconds(30), scheduler: scheduler) }
            #expect(observer.events == [.next(240, 1), .error(250, TestError(1))])
            #expect(source.subscriptions == [Subscription(200, 250)])
        }
        #expect(live == 0)
    }

    @Test func disposalDropsWaitingElements() {
        let live = Resources.countingLive {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
            let observer = scheduler.start(disposed: 245) { source.delay(.seconds(30), scheduler: scheduler) }
            #expect(observer.events == [.next(240, 1)])
            #expect(source.subscriptions == [Subscription(200, 245)])
        }
        #expect(live == 0)
    }
}
