// Tests for `asPromise`: the first element of a sequence as a promise.

import Reactive
import ReactiveTesting
import Testing

@Suite struct ObservableTypePromiseTests {
    @Test func firstElementFulfilsAndUnsubscribes() {
        let live = Resources.countingLive {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
            var promise: Promise<Int>?
            scheduler.scheduleAt(200) { promise = source.asPromise() }
            scheduler.advanceTo(209)
            #expect(promise?.isPending == true)
            scheduler.start()
            #expect(promise?.value == 1)
            #expect(source.subscriptions == [Subscription(200, 210)])
        }
        #expect(live == 0)
    }

    @Test func errorRejectsAndUnsubscribes() {
        let live = Resources.countingLive {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createHotObservable([.error(230, TestError(1), Int.self)])
            var promise: Promise<Int>?
            scheduler.scheduleAt(200) { promise = source.asPromise() }
            scheduler.start()
            #expect(promise?.error as? TestError == TestError(1))
            #expect(source.subscriptions == [Subscription(200, 230)])
        }
        #expect(live == 0)
    }

    @Test func completionWithoutAnElementRejectsWithNoElements() {
        let live = Resources.countingLive {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createColdObservable([.completed(10, Int.self)])
            var promise: Promise<Int>?
            scheduler.scheduleAt(200) { promise = source.asPromise() }
            scheduler.start()
            #expect((promise?.error as? RxError)?.description == RxError.noElements.description)
            #expect(source.subscriptions == [Subscription(200, 210)])
        }
        #expect(live == 0)
    }

    @Test func synchronousSourceFulfilsAndIsDisposedDuringSubscribe() {
        var disposed = false
        let live = Resources.countingLive {
            let source = Observable<Int>.create { observer in
                observer.onNext(1)
                observer.onNext(2)
                observer.onCompleted()
                return Disposables.create { disposed = true }
            }
            let promise = source.map { $0 * 10 }.asPromise()
            #expect(promise.value == 10)
        }
        #expect(disposed)
        #expect(live == 0)
    }

    @Test func subjectElementFulfilsAndLeavesNoObserverBehind() {
        let live = Resources.countingLive {
            let subject = PublishSubject<String>()
            let promise = subject.asPromise()
            #expect(subject.hasObservers)
            subject.onNext("first")
            subject.onNext("second")
            #expect(promise.value == "first")
            #expect(!subject.hasObservers)
        }
        #expect(live == 0)
    }
}
