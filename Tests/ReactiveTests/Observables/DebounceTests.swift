// Marble tests for `debounce`.

import Reactive
import ReactiveTesting
import Testing

@Suite struct DebounceTests {
    @Test func emitsElementsFollowedBySilenceAndThePendingOneAtCompletion() {
        let live = Resources.countingLive {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createHotObservable([
                .next(210, 1), .next(220, 2), .next(250, 3), .next(280, 4), .next(290, 5), .completed(300),
            ])
            let observer = scheduler.start { source.debounce(.seconds(20), scheduler: scheduler) }
            #expect(observer.events == [.next(240, 2), .next(270, 3), .next(300, 5), .completed(300)])
            #expect(source.subscriptions == [Subscription(200, 300)])
        }
        #expect(live == 0)
    }

    @Test func completionWithoutPendingElementJustCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .completed(250)])
        let observer = scheduler.start { source.debounce(.seconds(20), scheduler: scheduler) }
        #expect(observer.events == [.next(230, 1), .completed(250)])
    }

    @Test func errorDropsThePendingElement() {
        let live = Resources.countingLive {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .error(250, TestError(1))])
            let observer = scheduler.start { source.debounce(.seconds(20), scheduler: scheduler) }
            #expect(observer.events == [.next(230, 1), .error(250, TestError(1))])
            #expect(source.subscriptions == [Subscription(200, 250)])
        }
        #expect(live == 0)
    }

    @Test func disposalCancelsThePendingElement() {
        let live = Resources.countingLive {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createHotObservable([.next(210, 1), .next(240, 2)])
            let observer = scheduler.start(disposed: 250) { source.debounce(.seconds(20), scheduler: scheduler) }
            #expect(observer.events == [.next(230, 1)])
            #expect(source.subscriptions == [Subscription(200, 250)])
        }
        #expect(live == 0)
    }
}
