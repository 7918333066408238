// Tests for ReplaySubject: the buffer bound, replay then terminal for late subscribers, unbounded replay.

import Reactive
import ReactiveTesting
import Testing

@Suite struct ReplaySubjectTests {
    @Test func replaysAtMostTheBufferSizeThenGoesLive() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let subject = ReplaySubject<Int>.create(bufferSize: 2)
            let late = scheduler.createObserver(Int.self)
            var subscription: Disposable?
            scheduler.scheduleAt(110) { subject.onNext(1) }
            scheduler.scheduleAt(120) { subject.onNext(2) }
            scheduler.scheduleAt(130) { subject.onNext(3) }
            scheduler.scheduleAt(200) { subscription = subject.subscribe(late) }
            scheduler.scheduleAt(250) { subject.onNext(4) }
            scheduler.scheduleAt(300) { subject.onCompleted() }
            scheduler.start()
            #expect(late.events == [.next(200, 2), .next(200, 3), .next(250, 4), .completed(300)])
            subscription?.dispose()
        }
    }

    @Test func lateSubscriberAfterCompletionGetsTheReplayThenTheCompletion() {
        expectNoLeaks {
            let subject = ReplaySubject<Int>.create(bufferSize: 2)
            [1, 2, 3].forEach(subject.onNext)
            subject.onCompleted()
            var received: [Event<Int>] = []
            _ = subject.subscribe { received.append($0) }
            #expect(received == [.next(2), .next(3), .completed])
        }
    }

    @Test func lateSubscriberAfterErrorGetsTheReplayThenTheError() {
        expectNoLeaks {
            let subject = ReplaySubject<Int>.create(bufferSize: 1)
            [1, 2].forEach(subject.onNext)
            subject.onError(TestError(1))
            var received: [Event<Int>] = []
            _ = subject.subscribe { received.append($0) }
            #expect(received == [.next(2), .error(TestError(1))])
        }
    }

    @Test func theBoundHoldsOverManyElements() {
        expectNoLeaks {
            let subject = ReplaySubject<Int>.create(bufferSize: 3)
            (0..<1_000).forEach(subject.onNext)
            var received: [Int] = []
            _ = subject.subscribe(onNext: { received.append($0) })
            #expect(received == [997, 998, 999])
        }
    }

    @Test func bufferSizeZeroReplaysNothing() {
        expectNoLeaks {
            let subject = ReplaySubject<Int>.create(bufferSize: 0)
            subject.onNext(1)
            var received: [Event<Int>] = []
            _ = subject.subscribe { received.append($0) }
            subject.onNext(2)
            #expect(received == [.next(2)])
        }
    }

    @Test func unboundedReplaysEverything() {
        expectNoLeaks {
            let subject = ReplaySubject<Int>.createUnbounded()
            (0..<200).forEach(subject.onNext)
            var received: [Int] = []
            _ = subject.subscribe(onNext: { received.append($0) })
            #expect(received == Array(0..<200))
        }
    }

    @Test func disposedSubjectRejectsSubscribers() {
        expectNoLeaks {
            let subject = ReplaySubject<Int>.create(bufferSize: 2)
            subject.onNext(1)
            subject.dispose()
            var received: [Event<Int>] = []
            _ = subject.subscribe { received.append($0) }
            #expect(received == [.error(RxError.disposed(object: "ReplaySubject"))])
            #expect(subject.isDisposed)
        }
    }

    @Test func observerMaySendIntoTheSubjectDuringTheReplay() {
        expectNoLeaks {
            let subject = ReplaySubject<Int>.create(bufferSize: 5)
            subject.onNext(1)
            var received: [Int] = []
            let subscription = subject.subscribe(onNext: { value in
                received.append(value)
                if value == 1 { subject.onNext(2) }
            })
            #expect(received == [1, 2])
            subscription.dispose()
        }
    }

    @Test func observerDisposingTheSubjectDuringTheReplayEndsTheReplay() {
        expectNoLeaks {
            let subject = ReplaySubject<Int>.create(bufferSize: 3)
            [1, 2, 3].forEach(subject.onNext)
            var received: [Int] = []
            _ = subject.subscribe(onNext: { value in
                received.append(value)
                if value == 1 { subject.dispose() }
            })
            #expect(received == [1])
            #expect(!subject.hasObservers)
        }
    }
}
