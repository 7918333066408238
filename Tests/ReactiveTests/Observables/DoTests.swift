// Marble tests for `do(onNext:afterNext:onError:afterError:onCompleted:afterCompleted:onSubscribe:onSubscribed:onDispose:)`.

import Reactive
import ReactiveTesting
import Testing

@Suite struct DoTests {
    /// A `do` that logs every action it is given into `log`.
    private func logging(_ source: TestableObservable<Int>, into log: Log) -> Observable<Int> {
        source.do(
            onNext: { log.entries.append("next \($0)") },
            afterNext: { log.entries.append("after next \($0)") },
            onError: { log.entries.append("error \($0)") },
            afterError: { log.entries.append("after error \($0)") },
            onCompleted: { log.entries.append("completed") },
            afterCompleted: { log.entries.append("after completed") },
            onSubscribe: { log.entries.append("subscribe") },
            onSubscribed: { log.entries.append("subscribed") },
            onDispose: { log.entries.append("dispose") }
        )
    }

    /// Side effects in order, shared by the test's closures.
    private final class Log {
        var entries: [String] = []
    }

    @Test func runsEveryActionInOrderOnCompletion() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createHotObservable([.next(210, 1), .completed(300)])
            let log = Log()
            let observer = scheduler.start { logging(source, into: log) }
            #expect(observer.events == [.next(210, 1), .completed(300)])
            #expect(log.entries == [
                "subscribe", "subscribed", "next 1", "after next 1", "completed", "after completed", "dispose",
            ])
            #expect(source.subscriptions == [Subscription(200, 300)])
        }
    }

    @Test func runsTheErrorActionsOnError() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createHotObservable([.error(220, TestError(1), Int.self)])
            let log = Log()
            let observer = scheduler.start { logging(source, into: log) }
            #expect(observer.events == [.error(220, TestError(1))])
            #expect(log.entries == ["subscribe", "subscribed", "error TestError(1)", "after error TestError(1)", "dispose"])
            #expect(source.subscriptions == [Subscription(200, 220)])
        }
    }

    @Test func runsOnDisposeWhenDisposedMidStream() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .completed(300)])
            let log = Log()
            let observer = scheduler.start(disposed: 250) { logging(source, into: log) }
            #expect(observer.events == [.next(210, 1)])
            #expect(log.entries == ["subscribe", "subscribed", "next 1", "after next 1", "dispose"])
            #expect(source.subscriptions == [Subscription(200, 250)])
        }
    }

    @Test func throwingOnNextReplacesTheElementWithAnError() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
            let observer = scheduler.start {
                source.do(onNext: { if $0 == 2 { throw TestError(2) } })
            }
            #expect(observer.events == [.next(210, 1), .error(220, TestError(2))])
            #expect(source.subscriptions == [Subscription(200, 220)])
        }
    }

    @Test func throwingAfterNextFailsAfterTheElement() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
            let observer = scheduler.start {
                source.do(afterNext: { if $0 == 1 { throw TestError(3) } })
            }
            #expect(observer.events == [.next(210, 1), .error(210, TestError(3))])
            #expect(source.subscriptions == [Subscription(200, 210)])
        }
    }

    @Test func throwingOnErrorReplacesTheError() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createHotObservable([.error(220, TestError(1), Int.self)])
            let observer = scheduler.start { source.do(onError: { _ in throw TestError(4) }) }
            #expect(observer.events == [.error(220, TestError(4))])
        }
    }

    @Test func throwingOnCompletedReplacesTheCompletion() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createHotObservable([.completed(220, Int.self)])
            let observer = scheduler.start { source.do(onCompleted: { throw TestError(5) }) }
            #expect(observer.events == [.error(220, TestError(5))])
        }
    }

    @Test func throwingAfterCompletedCannotUndoTheCompletion() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createHotObservable([.completed(220, Int.self)])
            let observer = scheduler.start { source.do(afterCompleted: { throw TestError(6) }) }
            #expect(observer.events == [.completed(220)])
            #expect(source.subscriptions == [Subscription(200, 220)])
        }
    }
}
