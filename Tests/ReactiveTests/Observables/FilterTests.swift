// Marble tests for `filter`.

import Reactive
import ReactiveTesting
import Testing

@Suite struct FilterTests {
    @Test func keepsMatchingElementsAndCompletes() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createHotObservable([
                .next(150, 2), .next(210, 3), .next(220, 4), .next(230, 5), .next(240, 6), .completed(300),
            ])
            let observer = scheduler.start { source.filter { $0.isMultiple(of: 2) } }
            #expect(observer.events == [.next(220, 4), .next(240, 6), .completed(300)])
            #expect(source.subscriptions == [Subscription(200, 300)])
        }
    }

    @Test func passesOnTheSourceError() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .error(230, TestError(1))])
            let observer = scheduler.start { source.filter { $0 > 2 } }
            #expect(observer.events == [.next(220, 3), .error(230, TestError(1))])
            #expect(source.subscriptions == [Subscription(200, 230)])
        }
    }

    @Test func throwingPredicateBecomesErrorAndUnsubscribes() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
            let observer = scheduler.start {
                source.filter { try throwingOnTwo($0) > 0 }
            }
            #expect(observer.events == [.next(210, 1), .error(220, TestError(2))])
            #expect(source.subscriptions == [Subscription(200, 220)])
        }
    }

    @Test func disposalMidStreamStopsDelivery() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(240, 3), .completed(300)])
            let observer = scheduler.start(disposed: 230) { source.filter { _ in true } }
            #expect(observer.events == [.next(210, 1), .next(220, 2)])
            #expect(source.subscriptions == [Subscription(200, 230)])
        }
    }
}
