// Marble tests for `deferred`.

import Reactive
import ReactiveTesting
import Testing

@Suite struct DeferredTests {
    @Test func callsTheFactoryPerSubscriptionAndForwardsItsSequence() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            var calls = 0
            var created: [TestableObservable<Int>] = []
            let observer = scheduler.start {
                Observable.deferred {
                    calls += 1
                    let source = scheduler.createColdObservable([.next(10, calls), .completed(20)])
                    created.append(source)
                    return source.asObservable()
                }
            }
            #expect(calls == 1)
            #expect(observer.events == [.next(210, 1), .completed(220)])
            #expect(created.map(\.subscriptions) == [[Subscription(200, 220)]])
        }
    }

    @Test func factoryIsNotCalledBeforeSubscription() {
        expectNoLeaks {
            var calls = 0
            let source = Observable<Int>.deferred {
                calls += 1
                return .just(calls)
            }
            #expect(calls == 0)
            var received: [Int] = []
            _ = source.subscribe(onNext: { received.append($0) })
            _ = source.subscribe(onNext: { received.append($0) })
            #expect(received == [1, 2])
        }
    }

    @Test func throwingFactoryBecomesError() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let observer = scheduler.start { Observable<Int>.deferred { throw TestError(6) } }
            #expect(observer.events == [.error(200, TestError(6))])
        }
    }

    @Test func passesOnTheInnerError() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let failing = scheduler.createColdObservable([.next(5, 1), .error(10, TestError(7))])
            let observer = scheduler.start { Observable.deferred { failing.asObservable() } }
            #expect(observer.events == [.next(205, 1), .error(210, TestError(7))])
            #expect(failing.subscriptions == [Subscription(200, 210)])
        }
    }

    @Test func disposalMidStreamUnsubscribesTheInnerSequence() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let endless = scheduler.createColdObservable([.next(10, 1), .next(500, 2)])
            let observer = scheduler.start(disposed: 300) { Observable.deferred { endless.asObservable() } }
            #expect(observer.events == [.next(210, 1)])
            #expect(endless.subscriptions == [Subscription(200, 300)])
        }
    }
}
