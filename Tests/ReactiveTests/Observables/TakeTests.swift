// Marble tests for `take(_:)`.

import Reactive
import ReactiveTesting
import Testing

@Suite struct TakeTests {
    @Test func takesTheFirstElementsThenCompletesAndUnsubscribes() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createHotObservable([
                .next(150, 0), .next(210, 1), .next(220, 2), .next(230, 3), .completed(300),
            ])
            let observer = scheduler.start { source.take(2) }
            #expect(observer.events == [.next(210, 1), .next(220, 2), .completed(220)])
            #expect(source.subscriptions == [Subscription(200, 220)])
        }
    }

    @Test func shortSourceCompletesWithIt() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createHotObservable([.next(210, 1), .completed(250)])
            let observer = scheduler.start { source.take(5) }
            #expect(observer.events == [.next(210, 1), .completed(250)])
            #expect(source.subscriptions == [Subscription(200, 250)])
        }
    }

    @Test func takeZeroCompletesWithoutSubscribing() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createHotObservable([.next(210, 1), .completed(250)])
            let observer = scheduler.start { source.take(0) }
            #expect(observer.events == [.completed(200)])
            #expect(source.subscriptions.isEmpty)
        }
    }

    @Test func passesOnTheSourceError() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createHotObservable([.next(210, 1), .error(220, TestError(1))])
            let observer = scheduler.start { source.take(3) }
            #expect(observer.events == [.next(210, 1), .error(220, TestError(1))])
            #expect(source.subscriptions == [Subscription(200, 220)])
        }
    }

    @Test func disposalMidStreamStopsDelivery() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .completed(300)])
            let observer = scheduler.start(disposed: 230) { source.take(3) }
            #expect(observer.events == [.next(210, 1)])
            #expect(source.subscriptions == [Subscription(200, 230)])
        }
    }

    @Test func completesASynchronousSourceAndIgnoresWhatItStillSends() {
        expectNoLeaks {
            var received: [Event<Int>] = []
            _ = Observable.of(1, 2, 3, 4).take(2).subscribe { received.append($0) }
            #expect(received == [.next(1), .next(2), .completed])
        }
    }
}
