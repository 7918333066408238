// Marble tests for `compactMap`.

import Reactive
import ReactiveTesting
import Testing

@Suite struct CompactMapTests {
    @Test func dropsNilResultsAndCompletes() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createHotObservable([
                .next(210, "1"), .next(220, "x"), .next(230, "3"), .completed(300),
            ])
            let observer = scheduler.start { source.compactMap { Int($0) } }
            #expect(observer.events == [.next(210, 1), .next(230, 3), .completed(300)])
            #expect(source.subscriptions == [Subscription(200, 300)])
        }
    }

    @Test func passesOnTheSourceError() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createHotObservable([.next(210, "1"), .error(220, TestError(1))])
            let observer = scheduler.start { source.compactMap { Int($0) } }
            #expect(observer.events == [.next(210, 1), .error(220, TestError(1))])
            #expect(source.subscriptions == [Subscription(200, 220)])
        }
    }

    @Test func throwingTransformBecomesErrorAndUnsubscribes() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
            let observer = scheduler.start {
                source.compactMap(throwingOnTwo)
            }
            #expect(observer.events == [.next(210, 1), .error(220, TestError(2))])
            #expect(source.subscriptions == [Subscription(200, 220)])
        }
    }

    @Test func disposalMidStreamStopsDelivery() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createColdObservable([.next(10, 1), .next(50, 2), .completed(100)])
            let observer = scheduler.start(disposed: 240) { source.compactMap { $0 } }
            #expect(observer.events == [.next(210, 1)])
            #expect(source.subscriptions == [Subscription(200, 240)])
        }
    }
}
