// Tests for the closure-based subscribe and its onDisposed guarantee.

import Reactive
import ReactiveTesting
import Testing

@Suite struct ObservableTypeTests {
    @Test func callsTheHandlersAndOnDisposedOnceAtCompletion() {
        expectNoLeaks {
            var log: [String] = []
            let subscription = Observable.of(1, 2).subscribe(
                onNext: { log.append("next \($0)") },
                onError: { _ in log.append("error") },
                onCompleted: { log.append("completed") },
                onDisposed: { log.append("disposed") }
            )
            subscription.dispose()
            #expect(log == ["next 1", "next 2", "completed", "disposed"])
        }
    }

    @Test func callsOnDisposedOnceAfterAnError() {
        expectNoLeaks {
            var log: [String] = []
            let subscription = Observable<Int>.error(TestError(1)).subscribe(
                onNext: { log.append("next \($0)") },
                onError: { log.append("error \($0)") },
                onCompleted: { log.append("completed") },
                onDisposed: { log.append("disposed") }
            )
            subscription.dispose()
            #expect(log == ["error TestError(1)", "disposed"])
        }
    }

    @Test func callsOnDisposedOnceWhenDisposed() {
        expectNoLeaks {
            let subject = PublishSubject<Int>()
            var disposals = 0
            var received: [Int] = []
            let subscription = subject.subscribe(onNext: { received.append($0) }, onDisposed: { disposals += 1 })
            subject.onNext(1)
            subscription.dispose()
            subscription.dispose()
            subject.onNext(2)
            subject.onCompleted()
            #expect(received == [1])
            #expect(disposals == 1)
            #expect(!subject.hasObservers)
        }
    }

    @Test func eventHandlerSeesTheGrammarOnly() {
        expectNoLeaks {
            var received: [Event<Int>] = []
            let subject = PublishSubject<Int>()
            let subscription = subject.subscribe { received.append($0) }
            subject.onNext(1)
            subject.onCompleted()
            subject.onNext(2)
            subscription.dispose()
            #expect(received == [.next(1), .completed])
        }
    }

    @Test func anyObserverForwardsToTheWrappedObserver() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let recorder = scheduler.createObserver(Int.self)
            let erased = AnyObserver(recorder)
            erased.onNext(1)
            erased.on(.next(2))
            erased.onCompleted()
            #expect(recorder.events == [.next(0, 1), .next(0, 2), .completed(0)])
        }
    }

    @Test func mapObserverTransformsElementsAndTurnsThrowsIntoErrors() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let recorder = scheduler.createObserver(String.self)
            let mapped = recorder.mapObserver { (value: Int) -> String in
                if value < 0 { throw TestError(value) }
                return "#\(value)"
            }
            mapped.onNext(1)
            mapped.onNext(-2)
            #expect(recorder.events == [.next(0, "#1"), .error(0, TestError(-2))])
        }
    }
}
