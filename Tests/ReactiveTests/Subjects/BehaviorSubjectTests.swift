// Tests for BehaviorSubject: the current value, late subscribers, value() and re-entrancy.

import Reactive
import ReactiveTesting
import Testing

@Suite struct BehaviorSubjectTests {
    @Test func subscriberGetsTheInitialValueThenUpdates() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let subject = BehaviorSubject(value: 0)
            let early = scheduler.createObserver(Int.self), late = scheduler.createObserver(Int.self)
            var subscriptions: [Disposable] = []
            scheduler.scheduleAt(100) { subscriptions.append(subject.subscribe(early)) }
            scheduler.scheduleAt(150) { subject.onNext(1) }
            scheduler.scheduleAt(160) { subject.onNext(2) }
            scheduler.scheduleAt(200) { subscriptions.append(subject.subscribe(late)) }
            scheduler.scheduleAt(250) { subject.onNext(3) }
            scheduler.scheduleAt(300) { subject.onCompleted() }
            scheduler.start()
            #expect(early.events == [.next(100, 0), .next(150, 1), .next(160, 2), .next(250, 3), .completed(300)])
            #expect(late.events == [.next(200, 2), .next(250, 3), .completed(300)])
            subscriptions.forEach { $0.dispose() }
        }
    }

    @Test func lateSubscriberAfterCompletionGetsOnlyTheCompletion() {
        expectNoLeaks {
            let subject = BehaviorSubject(value: "a")
            subject.onNext("b")
            subject.onCompleted()
            var received: [Event<String>] = []
            _ = subject.subscribe { received.append($0) }
            #expect(received == [.completed])
        }
    }

    @Test func lateSubscriberAfterErrorGetsOnlyTheError() {
        expectNoLeaks {
            let subject = BehaviorSubject(value: 1)
            subject.onError(TestError(2))
            var received: [Event<Int>] = []
            _ = subject.subscribe { received.append($0) }
            #expect(received == [.error(TestError(2))])
        }
    }

    @Test func valueIsTheLatestElementAndSurvivesCompletion() throws {
        try expectNoLeaks { () throws in
            let subject = BehaviorSubject(value: 1)
            #expect(try subject.value() == 1)
            subject.onNext(5)
            #expect(try subject.value() == 5)
            subject.onCompleted()
            subject.onNext(6)
            #expect(try subject.value() == 5)
        }
    }

    @Test func valueThrowsTheErrorAfterAnError() {
        expectNoLeaks {
            let subject = BehaviorSubject(value: 1)
            subject.onError(TestError(3))
            #expect(throws: TestError(3)) { try subject.value() }
        }
    }

    @Test func valueThrowsDisposedAfterDispose() {
        expectNoLeaks {
            let subject = BehaviorSubject(value: 1)
            subject.dispose()
            #expect(subject.isDisposed)
            #expect(throws: RxError.self) { try subject.value() }
            var received: [Event<Int>] = []
            _ = subject.subscribe { received.append($0) }
            #expect(received == [.error(RxError.disposed(object: "BehaviorSubject"))])
        }
    }

    @Test func observerMaySendIntoTheSubjectWhileReceivingTheInitialValue() throws {
        try expectNoLeaks { () throws in
            let subject = BehaviorSubject(value: 0)
            var received: [Int] = []
            let subscription = subject.subscribe(onNext: { value in
                received.append(value)
                if value == 0 { subject.onNext(1) }
            })
            #expect(received == [0, 1])
            #expect(try subject.value() == 1)
            subscription.dispose()
            #expect(!subject.hasObservers)
        }
    }
}
