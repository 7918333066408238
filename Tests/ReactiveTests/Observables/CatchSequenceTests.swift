// Marble tests for `Observable.catch(sequence:)`: move on to the next source on each error.

import Reactive
import ReactiveTesting
import Testing

@Suite struct CatchSequenceTests {
    @Test func movesToTheNextSourceOnErrorUntilOneCompletes() {
        let live = Resources.countingLive {
            let scheduler = TestScheduler(initialClock: 0)
            let first = scheduler.createColdObservable([.next(10, 1), .error(20, TestError(1))])
            let second = scheduler.createColdObservable([.next(5, 2), .completed(10)])
            let third = scheduler.createColdObservable([.next(5, 3), .completed(10)])
            let observer = scheduler.start {
                Observable.catch(sequence: [first.asObservable(), second.asObservable(), third.asObservable()])
            }
            #expect(observer.events == [.next(210, 1), .next(225, 2), .completed(230)])
            #expect(first.subscriptions == [Subscription(200, 220)])
            #expect(second.subscriptions == [Subscription(220, 230)])
            #expect(third.subscriptions.isEmpty)
        }
        #expect(live == 0)
    }

    @Test func lastSourcesErrorEndsTheResult() {
        let live = Resources.countingLive {
            let scheduler = TestScheduler(initialClock: 0)
            let first = scheduler.createColdObservable([.error(10, TestError(1), Int.self)])
            let second = scheduler.createColdObservable([.next(5, 2), .error(10, TestError(2))])
            let observer = scheduler.start { Observable.catch(sequence: [first.asObservable(), second.asObservable()]) }
            #expect(observer.events == [.next(215, 2), .error(220, TestError(2))])
        }
        #expect(live == 0)
    }

    @Test func disposalUnsubscribesTheCurrentSource() {
        let live = Resources.countingLive {
            let scheduler = TestScheduler(initialClock: 0)
            let first = scheduler.createColdObservable([.error(10, TestError(1), Int.self)])
            let second = scheduler.createColdObservable([.next(5, 2), .next(100, 3)])
            let observer = scheduler.start(disposed: 240) { Observable.catch(sequence: [first.asObservable(), second.asObservable()]) }
            #expect(observer.events == [.next(215, 2)])
            #expect(second.subscriptions == [Subscription(210, 240)])
        }
        #expect(live == 0)
    }

    @Test func emptySequenceCompletesAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.start { Observable<Int>.catch(sequence: []) }
        #expect(observer.events == [.completed(200)])
    }
}
