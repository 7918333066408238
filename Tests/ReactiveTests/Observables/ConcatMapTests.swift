// Marble tests for `concatMap`.

import Reactive
import ReactiveTesting
import Testing

@Suite struct ConcatMapTests {
    @Test func playsInnerSequencesOneAfterAnother() {
        let live = Resources.countingLive {
            let scheduler = TestScheduler(initialClock: 0)
            let first = scheduler.createColdObservable([.next(10, 11), .next(40, 12), .completed(60)])
            let second = scheduler.createColdObservable([.next(5, 21), .next(20, 22), .completed(30)])
            let source = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(240)])
            let observer = scheduler.start { source.concatMap { $0 == 1 ? first : second } }
            #expect(observer.events == [.next(220, 11), .next(250, 12), .next(275, 21), .next(290, 22), .completed(300)])
            #expect(source.subscriptions == [Subscription(200, 240)])
            #expect(first.subscriptions == [Subscription(210, 270)])
            #expect(second.subscriptions == [Subscription(270, 300)])
        }
        #expect(live == 0)
    }

    @Test func innerErrorDropsTheWaitingSequences() {
        let live = Resources.countingLive {
            let scheduler = TestScheduler(initialClock: 0)
            let first = scheduler.createColdObservable([.next(10, 11), .error(20, TestError(1))])
            let second = scheduler.createColdObservable([.next(5, 21), .completed(30)])
            let source = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .completed(240)])
            let observer = scheduler.start { source.concatMap { $0 == 1 ? first : second } }
            #expect(observer.events == [.next(220, 11), .error(230, TestError(1))])
            #expect(second.subscriptions.isEmpty)
            #expect(source.subscriptions == [Subscription(200, 230)])
        }
        #expect(live == 0)
    }

    @Test func outerErrorEndsTheResultAndTheActiveInner() {
        let live = Resources.countingLive {
            let scheduler = TestScheduler(initialClock: 0)
            let inner = scheduler.createColdObservable([.next(10, 11), .next(50, 12), .completed(100)])
            let source = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .error(230, TestError(3))])
            let observer = scheduler.start { source.concatMap { _ in inner } }
            #expect(observer.events == [.next(220, 11), .error(230, TestError(3))])
            #expect(inner.subscriptions == [Subscription(210, 230)])
        }
        #expect(live == 0)
    }

    @Test func throwingSelectorBecomesError() {
        let live = Resources.countingLive {
            let scheduler = TestScheduler(initialClock: 0)
            let inner = scheduler.createColdObservable([.next(10, 11), .completed(100)])
            let source = scheduler.createHotObservable([.next(210, 1), .next(225, 2)])
            let observer = scheduler.start {
                source.concatMap { value -> TestableObservable<Int> in
                    if value == 2 { throw TestError(2) }
                    return inner
                }
            }
            #expect(observer.events == [.next(220, 11), .error(225, TestError(2))])
            #expect(inner.subscriptions == [Subscription(210, 225)])
        }
        #expect(live == 0)
    }

    @Test func disposalUnsubscribesTheActiveInner() {
        let live = Resources.countingLive {
            let scheduler = TestScheduler(initialClock: 0)
            let inner = scheduler.createColdObservable([.next(10, 11), .next(50, 12), .completed(100)])
            let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
            let observer = scheduler.start(disposed: 240) { source.concatMap { _ in inner } }
            #expect(observer.events == [.next(220, 11)])
            #expect(inner.subscriptions == [Subscription(210, 240)])
            #expect(source.subscriptions == [Subscription(200, 240)])
        }
        #expect(live == 0)
    }

    @Test func longRunOfSynchronousInnersAfterAnAsynchronousOneIterates() {
        let live = Resources.countingLive {
            let gate = PublishSubject<Int>()
            let count = 20_000
            var received: [Int] = []
            let subscription = Observable<Int>.create { observer in
                for value in 0...count { observer.onNext(value) }
                return Disposables.create()
            }
            .concatMap { value -> Observable<Int> in
                if value == 0 { return gate.asObservable() }
                return Observable.create { inner in
                    inner.onNext(value)
                    inner.onCompleted()
                    return Disposables.create()
                }
            }
            .subscribe(onNext: { received.append($0) })
            gate.onCompleted()
            #expect(received.count == count)
            #expect(received.last == count)
            subscription.dispose()
        }
        #expect(live == 0)
    }
}
