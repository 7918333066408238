// Marble tests for `skip(_:)`.

import Reactive
import ReactiveTesting
import Testing

@Suite struct SkipTests {
    @Test func dropsTheFirstElements() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createHotObservable([
                .next(150, 0), .next(210, 1), .next(220, 2), .next(230, 3), .completed(300),
            ])
            let observer = scheduler.start { source.skip(2) }
            #expect(observer.events == [.next(230, 3), .completed(300)])
            #expect(source.subscriptions == [Subscription(200, 300)])
        }
    }

    @Test func skipZeroPassesEverything() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createHotObservable([.next(210, 1), .completed(300)])
            let observer = scheduler.start { source.skip(0) }
            #expect(observer.events == [.next(210, 1), .completed(300)])
        }
    }

    @Test func passesOnTheSourceError() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createHotObservable([.next(210, 1), .error(220, TestError(1))])
            let observer = scheduler.start { source.skip(3) }
            #expect(observer.events == [.error(220, TestError(1))])
            #expect(source.subscriptions == [Subscription(200, 220)])
        }
    }

    @Test func disposalMidStreamStopsDelivery() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(240, 3), .completed(300)])
            let observer = scheduler.start(disposed: 230) { source.skip(1) }
            #expect(observer.events == [.next(220, 2)])
            #expect(source.subscriptions == [Subscription(200, 230)])
        }
    }
}
