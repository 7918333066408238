// Tests for PublishSubject: broadcasting, late subscribers, disposal and re-entrant events.

import Reactive
import ReactiveTesting
import Testing

@Suite struct PublishSubjectTests {
    @Test func broadcastsToTheObserversSubscribedAtEachEvent() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let subject = PublishSubject<Int>()
            let early = scheduler.createObserver(Int.self), late = scheduler.createObserver(Int.self)
            var subscriptions: [Disposable] = []
            scheduler.scheduleAt(100) { subscriptions.append(subject.subscribe(early)) }
            scheduler.scheduleAt(150) { subject.onNext(1) }
            scheduler.scheduleAt(200) { subscriptions.append(subject.subscribe(late)) }
            scheduler.scheduleAt(250) { subject.onNext(2) }
            scheduler.scheduleAt(300) { subject.onCompleted() }
            scheduler.scheduleAt(350) { subject.onNext(3) }
            scheduler.start()
            #expect(early.events == [.next(150, 1), .next(250, 2), .completed(300)])
            #expect(late.events == [.next(250, 2), .completed(300)])
            subscriptions.forEach { $0.dispose() }
        }
    }

    @Test func lateSubscriberAfterCompletionGetsOnlyTheCompletion() {
        expectNoLeaks {
            let subject = PublishSubject<Int>()
            subject.onNext(1)
            subject.onCompleted()
            var received: [Event<Int>] = []
            _ = subject.subscribe { received.append($0) }
            #expect(received == [.completed])
            #expect(!subject.hasObservers)
        }
    }

    @Test func lateSubscriberAfterErrorGetsOnlyTheError() {
        expectNoLeaks {
            let subject = PublishSubject<Int>()
            subject.onNext(1)
            subject.onError(TestError(1))
            subject.onCompleted()
            var received: [Event<Int>] = []
            _ = subject.subscribe { received.append($0) }
            #expect(received == [.error(TestError(1))])
        }
    }

    @Test func disposingOneSubscriptionStopsOnlyThatObserver() {
        expectNoLeaks {
            let subject = PublishSubject<Int>()
            var first: [Int] = [], second: [Int] = []
            let firstSubscription = subject.subscribe(onNext: { first.append($0) })
            let secondSubscription = subject.subscribe(onNext: { second.append($0) })
            subject.onNext(1)
            firstSubscription.dispose()
            subject.onNext(2)
            #expect(first == [1])
            #expect(second == [1, 2])
            #expect(subject.hasObservers)
            secondSubscription.dispose()
            #expect(!subject.hasObservers)
        }
    }

    @Test func disposedSubjectDropsEventsAndRejectsSubscribers() {
        expectNoLeaks {
            let subject = PublishSubject<Int>()
            var received: [Event<Int>] = []
            _ = subject.subscribe { received.append($0) }
            subject.dispose()
            subject.onNext(1)
            #expect(subject.isDisposed)
            #expect(received.isEmpty)
            var late: [Event<Int>] = []
            _ = subject.subscribe { late.append($0) }
            #expect(late == [.error(RxError.disposed(object: "PublishSubject"))])
        }
    }

    @Test func reentrantOnNextIsDeliveredDepthFirstWithoutDeadlock() {
        expectNoLeaks {
            let subject = PublishSubject<Int>()
            var log: [String] = []
            let first = subject.subscribe(onNext: { value in
                log.append("A\(value)")
                if value == 1 { subject.onNext(2) }
            })
            let second = subject.subscribe(onNext: { log.append("B\($0)") })
            subject.onNext(1)
            #expect(log == ["A1", "A2", "B2", "B1"])
            first.dispose()
            second.dispose()
        }
    }

    @Test func observerMayUnsubscribeItselfDuringDelivery() {
        expectNoLeaks {
            let subject = PublishSubject<Int>()
            var received: [Int] = []
            let serial = SerialDisposable()
            serial.disposable = subject.subscribe(onNext: { value in
                received.append(value)
                serial.dispose()
            })
            subject.onNext(1)
            subject.onNext(2)
            #expect(received == [1])
            #expect(!subject.hasObservers)
        }
    }
}
