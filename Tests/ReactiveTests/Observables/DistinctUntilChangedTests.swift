// Marble tests for `distinctUntilChanged` (Equatable, key selector, comparer).

import Reactive
import ReactiveTesting
import Testing

@Suite struct DistinctUntilChangedTests {
    @Test func dropsConsecutiveDuplicates() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createHotObservable([
                .next(210, 1), .next(220, 1), .next(230, 2), .next(240, 2), .next(250, 1), .completed(300),
            ])
            let observer = scheduler.start { source.distinctUntilChanged() }
            #expect(observer.events == [.next(210, 1), .next(230, 2), .next(250, 1), .completed(300)])
            #expect(source.subscriptions == [Subscription(200, 300)])
        }
    }

    @Test func comparesByKey() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createHotObservable([
                .next(210, "apple"), .next(220, "avocado"), .next(230, "banana"), .next(240, "blueberry"), .completed(300),
            ])
            let observer = scheduler.start { source.distinctUntilChanged { $0.first } }
            #expect(observer.events == [.next(210, "apple"), .next(230, "banana"), .completed(300)])
        }
    }

    @Test func comparesByKeyPath() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createHotObservable([
                .next(210, "ab"), .next(220, "cd"), .next(230, "efg"), .completed(300),
            ])
            let observer = scheduler.start { source.distinctUntilChanged(at: \.count) }
            #expect(observer.events == [.next(210, "ab"), .next(230, "efg"), .completed(300)])
        }
    }

    @Test func comparesWithTheComparer() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createHotObservable([
                .next(210, 10), .next(220, 12), .next(230, 20), .next(240, 35), .completed(300),
            ])
            let observer = scheduler.start { source.distinctUntilChanged { abs($0 - $1) < 5 } }
            #expect(observer.events == [.next(210, 10), .next(230, 20), .next(240, 35), .completed(300)])
        }
    }

    @Test func comparesToTheLastEmittedNotTheLastSeen() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createHotObservable([.next(210, 10), .next(220, 13), .next(230, 16), .completed(300)])
            let observer = scheduler.start { source.distinctUntilChanged { abs($0 - $1) < 5 } }
            #expect(observer.events == [.next(210, 10), .next(230, 16), .completed(300)])
        }
    }

    @Test func passesOnTheSourceError() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createHotObservable([.next(210, 1), .next(220, 1), .error(230, TestError(1))])
            let observer = scheduler.start { source.distinctUntilChanged() }
            #expect(observer.events == [.next(210, 1), .error(230, TestError(1))])
            #expect(source.subscriptions == [Subscription(200, 230)])
        }
    }

    @Test func throwingKeySelectorBecomesErrorAndUnsubscribes() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
            let observer = scheduler.start {
                source.distinctUntilChanged(throwingOnTwo)
            }
            #expect(observer.events == [.next(210, 1), .error(220, TestError(2))])
            #expect(source.subscriptions == [Subscription(200, 220)])
        }
    }

    @Test func throwingComparerBecomesErrorAndUnsubscribes() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
            let observer = scheduler.start { source.distinctUntilChanged { (_: Int, _: Int) throws -> Bool in throw TestError(3) } }
            #expect(observer.events == [.next(210, 1), .error(220, TestError(3))])
            #expect(source.subscriptions == [Subscription(200, 220)])
        }
    }

    @Test func disposalMidStreamStopsDelivery() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(240, 3), .completed(300)])
            let observer = scheduler.start(disposed: 230) { source.distinctUntilChanged() }
            #expect(observer.events == [.next(210, 1), .next(220, 2)])
            #expect(source.subscriptions == [Subscription(200, 230)])
        }
    }
}
