// Marble tests for `retry()` and `retry(_:)`.

import Reactive
import ReactiveTesting
import Testing

@Suite struct RetryTests {
    @Test func successfulSourceIsSubscribedOnce() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createColdObservable([.next(10, 1), .completed(20)])
            let observer = scheduler.start { source.retry() }
            #expect(observer.events == [.next(210, 1), .completed(220)])
            #expect(source.subscriptions == [Subscription(200, 220)])
        }
    }

    @Test func resubscribesAfterEachErrorUntilDisposed() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createColdObservable([.next(10, 1), .error(20, TestError(1))])
            let observer = scheduler.start(disposed: 250) { source.retry() }
            #expect(observer.events == [.next(210, 1), .next(230, 1)])
            #expect(source.subscriptions == [Subscription(200, 220), Subscription(220, 240), Subscription(240, 250)])
        }
    }

    @Test func limitedRetryPassesOnTheLastError() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createColdObservable([.next(10, 1), .error(20, TestError(1))])
            let observer = scheduler.start { source.retry(3) }
            #expect(observer.events == [.next(210, 1), .next(230, 1), .next(250, 1), .error(260, TestError(1))])
            #expect(source.subscriptions == [Subscription(200, 220), Subscription(220, 240), Subscription(240, 260)])
        }
    }

    @Test func limitedRetryStopsAtTheFirstSuccess() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            var attempts = 0
            let observer = scheduler.start {
                Observable<Int>.deferred {
                    attempts += 1
                    return attempts < 2 ? .error(TestError(attempts)) : .just(attempts)
                }
                .retry(5)
            }
            #expect(observer.events == [.next(200, 2), .completed(200)])
            #expect(attempts == 2)
        }
    }

    @Test func retryZeroCompletesWithoutSubscribing() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createColdObservable([.next(10, 1), .completed(20)])
            let observer = scheduler.start { source.retry(0) }
            #expect(observer.events == [.completed(200)])
            #expect(source.subscriptions.isEmpty)
        }
    }

    @Test func retryOnceIsASingleAttempt() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createColdObservable([.error(20, TestError(1), Int.self)])
            let observer = scheduler.start { source.retry(1) }
            #expect(observer.events == [.error(220, TestError(1))])
            #expect(source.subscriptions == [Subscription(200, 220)])
        }
    }

    @Test func manySynchronousFailuresDoNotGrowTheStack() {
        expectNoLeaks {
            var attempts = 0
            var received: [Event<Int>] = []
            _ = Observable<Int>.deferred {
                attempts += 1
                return attempts < 100_000 ? .error(TestError(1)) : .just(attempts)
            }
            .retry()
            .subscribe { received.append($0) }
            #expect(received == [.next(100_000), .completed])
        }
    }

    @Test func synchronousFailuresUpToTheLimitEndInTheError() {
        expectNoLeaks {
            var attempts = 0
            var received: [Event<Int>] = []
            _ = Observable<Int>.deferred {
                attempts += 1
                return .error(TestError(attempts))
            }
            .retry(50_000)
            .subscribe { received.append($0) }
            #expect(received == [.error(TestError(50_000))])
            #expect(attempts == 50_000)
        }
    }
}
