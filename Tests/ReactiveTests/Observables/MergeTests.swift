// Marble tests for `merge()` and `Observable.merge(_:)`.

import Reactive
import ReactiveTesting
import Testing

@Suite struct MergeTests {
    @Test func mergesColdSourcesSubscribedTogether() {
        let live = Resources.countingLive {
            let scheduler = TestScheduler(initialClock: 0)
            let first = scheduler.createColdObservable([.next(10, 1), .next(30, 3), .completed(40)])
            let second = scheduler.createColdObservable([.next(20, 2), .next(35, 4), .completed(50)])
            let observer = scheduler.start { Observable.merge(first.asObservable(), second.asObservable()) }
            #expect(observer.events == [.next(210, 1), .next(220, 2), .next(230, 3), .next(235, 4), .completed(250)])
            #expect(first.subscriptions == [Subscription(200, 240)])
            #expect(second.subscriptions == [Subscription(200, 250)])
        }
        #expect(live == 0)
    }

    @Test func mergingNothingCompletesAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.start { Observable<Int>.merge([Observable<Int>]()) }
        #expect(observer.events == [.completed(200)])
    }

    @Test func errorOfOneSourceEndsEveryOther() {
        let live = Resources.countingLive {
            let scheduler = TestScheduler(initialClock: 0)
            let first = scheduler.createColdObservable([.next(10, 1), .next(30, 3)])
            let second = scheduler.createColdObservable([.next(20, 2), .error(25, TestError(1))])
            let observer = scheduler.start { Observable.merge([first.asObservable(), second.asObservable()]) }
            #expect(observer.events == [.next(210, 1), .next(220, 2), .error(225, TestError(1))])
            #expect(first.subscriptions == [Subscription(200, 225)])
        }
        #expect(live == 0)
    }

    @Test func mergesTheSequencesOfASequence() {
        let live = Resources.countingLive {
            let scheduler = TestScheduler(initialClock: 0)
            let first = scheduler.createColdObservable([.next(10, 1), .completed(20)])
            let second = scheduler.createColdObservable([.next(10, 2), .next(40, 4), .completed(50)])
            let source = scheduler.createHotObservable([
                .next(210, first.asObservable()), .next(220, second.asObservable()), .completed(230),
            ])
            let observer = scheduler.start { source.merge() }
            #expect(observer.events == [.next(220, 1), .next(230, 2), .next(260, 4), .completed(270)])
            #expect(source.subscriptions == [Subscription(200, 230)])
        }
        #expect(live == 0)
    }

    @Test func disposalUnsubscribesEverySource() {
        let live = Resources.countingLive {
            let scheduler = TestScheduler(initialClock: 0)
            let first = scheduler.createColdObservable([.next(10, 1), .next(100, 3)])
            let second = scheduler.createColdObservable([.next(20, 2), .next(100, 4)])
            let observer = scheduler.start(disposed: 250) { Observable.merge(first.asObservable(), second.asObservable()) }
            #expect(observer.events == [.next(210, 1), .next(220, 2)])
            #expect(first.subscriptions == [Subscription(200, 250)])
            #expect(second.subscriptions == [Subscription(200, 250)])
        }
        #expect(live == 0)
    }

    @Test func maxConcurrentQueuesTheRest() {
        let live = Resources.countingLive {
            let scheduler = TestScheduler(initialClock: 0)
            let first = scheduler.createColdObservable([.next(10, 1), .completed(30)])
            let second = scheduler.createColdObservable([.next(10, 2), .completed(20)])
            let third = scheduler.createColdObservable([.next(10, 3), .completed(20)])
            let source = scheduler.createHotObservable([
                .next(210, first.asObservable()), .next(211, second.asObservable()), .next(212, third.asObservable()),
            ])
            let observer = scheduler.start { source.merge(maxConcurrent: 2) }
            #expect(observer.events == [.next(220, 1), .next(221, 2), .next(241, 3)])
            #expect(third.subscriptions == [Subscription(231, 251)])
        }
        #expect(live == 0)
    }
}
