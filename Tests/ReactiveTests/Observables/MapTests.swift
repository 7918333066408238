// Marble tests for `map`.

import Reactive
import ReactiveTesting
import Testing

@Suite struct MapTests {
    @Test func transformsEachElementAndCompletes() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createHotObservable([
                .next(150, 1), .next(210, 2), .next(220, 3), .completed(300),
            ])
            let observer = scheduler.start { source.map { $0 * 10 } }
            #expect(observer.events == [.next(210, 20), .next(220, 30), .completed(300)])
            #expect(source.subscriptions == [Subscription(200, 300)])
        }
    }

    @Test func passesOnTheSourceError() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createHotObservable([.next(210, 1), .error(220, TestError(1))])
            let observer = scheduler.start { source.map { "\($0)" } }
            #expect(observer.events == [.next(210, "1"), .error(220, TestError(1))])
            #expect(source.subscriptions == [Subscription(200, 220)])
        }
    }

    @Test func throwingSelectorBecomesErrorAndUnsubscribes() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3)])
            let observer = scheduler.start {
                source.map(throwingOnTwo)
            }
            #expect(observer.events == [.next(210, 1), .error(220, TestError(2))])
            #expect(source.subscriptions == [Subscription(200, 220)])
        }
    }

    @Test func disposalMidStreamStopsDelivery() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createColdObservable([.next(10, 1), .next(50, 2), .completed(100)])
            let observer = scheduler.start(disposed: 230) { source.map { $0 + 1 } }
            #expect(observer.events == [.next(210, 2)])
            #expect(source.subscriptions == [Subscription(200, 230)])
        }
    }

    @Test func completionWhileSubscribingStillReleasesTheSourceSubscription() {
        expectNoLeaks {
            let upstream = CountingDisposable()
            let source = Observable<Int>.create { observer in
                observer.onNext(1)
                observer.onCompleted()
                return upstream
            }
            var events: [Event<Int>] = []
            let subscription = source.map { $0 + 1 }.subscribe { events.append($0) }
            #expect(events == [.next(2), .completed])
            #expect(upstream.disposals == 1)
            subscription.dispose()
            #expect(upstream.disposals == 1)
        }
    }

    @Test func disposingReleasesTheSourceSubscriptionOnce() {
        expectNoLeaks {
            let upstream = CountingDisposable()
            let subscription = Observable<Int>.create { _ in upstream }.map { $0 }.subscribe(onNext: { _ in })
            #expect(upstream.disposals == 0)
            subscription.dispose()
            subscription.dispose()
            #expect(upstream.disposals == 1)
        }
    }
}
