// Marble tests for `catch` and `catchAndReturn`.

import Reactive
import ReactiveTesting
import Testing

@Suite struct CatchTests {
    @Test func sourceWithoutErrorIsPassedThrough() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createHotObservable([.next(210, 1), .completed(250)])
            var handlerCalls = 0
            let observer = scheduler.start {
                source.catch { _ in
                    handlerCalls += 1
                    return .just(0)
                }
            }
            #expect(observer.events == [.next(210, 1), .completed(250)])
            #expect(handlerCalls == 0)
            #expect(source.subscriptions == [Subscription(200, 250)])
        }
    }

    @Test func errorSwitchesToTheRecoverySequence() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createHotObservable([.next(210, 1), .error(230, TestError(1)), .next(240, 99)])
            let recovery = scheduler.createColdObservable([.next(10, 2), .next(20, 3), .completed(30)])
            var caught: [TestError] = []
            let observer = scheduler.start {
                source.catch { error in
                    caught.append(error as? TestError ?? TestError(-1))
                    return recovery.asObservable()
                }
            }
            #expect(observer.events == [.next(210, 1), .next(240, 2), .next(250, 3), .completed(260)])
            #expect(caught == [TestError(1)])
            #expect(source.subscriptions == [Subscription(200, 230)])
            #expect(recovery.subscriptions == [Subscription(230, 260)])
        }
    }

    @Test func recoveryErrorIsPassedOn() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createHotObservable([.error(230, TestError(1), Int.self)])
            let recovery = scheduler.createColdObservable([.next(10, 2), .error(20, TestError(2))])
            let observer = scheduler.start { source.catch { _ in recovery.asObservable() } }
            #expect(observer.events == [.next(240, 2), .error(250, TestError(2))])
            #expect(recovery.subscriptions == [Subscription(230, 250)])
        }
    }

    @Test func throwingHandlerBecomesTheError() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createHotObservable([.next(210, 1), .error(230, TestError(1))])
            let observer = scheduler.start { source.catch { _ -> Observable<Int> in throw TestError(3) } }
            #expect(observer.events == [.next(210, 1), .error(230, TestError(3))])
            #expect(source.subscriptions == [Subscription(200, 230)])
        }
    }

    @Test func disposalUnsubscribesTheRecoverySequence() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createHotObservable([.error(230, TestError(1), Int.self)])
            let recovery = scheduler.createColdObservable([.next(10, 2), .next(100, 3)])
            let observer = scheduler.start(disposed: 300) { source.catch { _ in recovery.asObservable() } }
            #expect(observer.events == [.next(240, 2)])
            #expect(recovery.subscriptions == [Subscription(230, 300)])
        }
    }

    @Test func disposalBeforeTheErrorUnsubscribesTheSource() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createHotObservable([.next(210, 1), .error(330, TestError(1))])
            let observer = scheduler.start(disposed: 300) { source.catch { _ in .just(0) } }
            #expect(observer.events == [.next(210, 1)])
            #expect(source.subscriptions == [Subscription(200, 300)])
        }
    }

    @Test func synchronousFailureRecoversDuringSubscribe() {
        expectNoLeaks {
            var received: [Event<Int>] = []
            _ = Observable<Int>.error(TestError(1)).catch { _ in .of(7, 8) }.subscribe { received.append($0) }
            #expect(received == [.next(7), .next(8), .completed])
        }
    }

    @Test func catchAndReturnReplacesTheErrorWithAnElement() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createHotObservable([.next(210, 1), .error(230, TestError(1))])
            let observer = scheduler.start { source.catchAndReturn(-1) }
            #expect(observer.events == [.next(210, 1), .next(230, -1), .completed(230)])
            #expect(source.subscriptions == [Subscription(200, 230)])
        }
    }
}
