// Marble tests for AsyncSubject: only the last element, on completion, to current and late subscribers.

import Reactive
import ReactiveTesting
import Testing

@Suite struct AsyncSubjectTests {
    @Test func sendsOnlyTheLastElementWhenItCompletes() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let subject = AsyncSubject<Int>()
            let observer = scheduler.createObserver(Int.self)
            var subscription: Disposable?
            scheduler.scheduleAt(100) { subscription = subject.subscribe(observer) }
            scheduler.scheduleAt(110) { subject.onNext(1) }
            scheduler.scheduleAt(120) { subject.onNext(2) }
            scheduler.scheduleAt(130) { subject.onCompleted() }
            scheduler.scheduleAt(140) { subject.onNext(3) }
            scheduler.start()
            #expect(observer.events == [.next(130, 2), .completed(130)])
            #expect(!subject.hasObservers)
            subscription?.dispose()
        }
    }

    @Test func lateSubscriberGetsTheLastElementAndTheCompletion() {
        expectNoLeaks {
            let subject = AsyncSubject<Int>()
            [1, 2].forEach(subject.onNext)
            subject.onCompleted()
            var received: [Event<Int>] = []
            _ = subject.subscribe { received.append($0) }
            #expect(received == [.next(2), .completed])
        }
    }

    @Test func completingWithoutAnElementSendsOnlyTheCompletion() {
        expectNoLeaks {
            let subject = AsyncSubject<Int>()
            var early: [Event<Int>] = []
            let subscription = subject.subscribe { early.append($0) }
            subject.onCompleted()
            var late: [Event<Int>] = []
            _ = subject.subscribe { late.append($0) }
            #expect(early == [.completed])
            #expect(late == [.completed])
            subscription.dispose()
        }
    }

    @Test func errorDropsTheElementForCurrentAndLateSubscribers() {
        expectNoLeaks {
            let subject = AsyncSubject<Int>()
            var early: [Event<Int>] = []
            let subscription = subject.subscribe { early.append($0) }
            subject.onNext(1)
            subject.onError(TestError(1))
            subject.onCompleted()
            var late: [Event<Int>] = []
            _ = subject.subscribe { late.append($0) }
            #expect(early == [.error(TestError(1))])
            #expect(late == [.error(TestError(1))])
            subscription.dispose()
        }
    }

    @Test func disposedSubscriptionGetsNothing() {
        expectNoLeaks {
            let subject = AsyncSubject<Int>()
            var received: [Event<Int>] = []
            let subscription = subject.subscribe { received.append($0) }
            subject.onNext(1)
            subscription.dispose()
            subject.onCompleted()
            #expect(received.isEmpty)
            #expect(!subject.hasObservers)
        }
    }
}
