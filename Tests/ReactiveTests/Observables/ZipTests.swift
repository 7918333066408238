// Marble tests for `zip`.

import Reactive
import ReactiveTesting
import Testing

@Suite struct ZipTests {
    @Test func pairsElementsByIndexAndWaitsForEverySourceToComplete() {
        let live = Resources.countingLive {
            let scheduler = TestScheduler(initialClock: 0)
            let first = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
            let second = scheduler.createHotObservable([.next(225, 10), .next(235, 20), .next(250, 30), .next(260, 40)])
            let observer = scheduler.start { Observable.zip(first, second) { $0 + $1 } }
            #expect(observer.events == [.next(225, 11), .next(235, 22), .next(250, 33)])
            #expect(first.subscriptions == [Subscription(200, 240)])
            #expect(second.subscriptions == [Subscription(200, 1000)])
        }
        #expect(live == 0)
    }

    @Test func collectionFormCompletesWhenASourceEmitsAndEveryOtherCompletedDry() {
        let live = Resources.countingLive {
            let scheduler = TestScheduler(initialClock: 0)
            let first = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
            let second = scheduler.createHotObservable([.next(225, 10), .next(235, 20), .next(250, 30), .next(260, 40)])
            let observer = scheduler.start { Observable.zip([first, second]) { $0.reduce(0, +) } }
            #expect(observer.events == [.next(225, 11), .next(235, 22), .next(250, 33), .completed(260)])
            #expect(first.subscriptions == [Subscription(200, 240)])
            #expect(second.subscriptions == [Subscription(200, 260)])
        }
        #expect(live == 0)
    }

    @Test func completesWhenEverySourceCompleted() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let second = scheduler.createHotObservable([.next(220, 2), .completed(250)])
        let observer = scheduler.start { Observable.zip(first, second) { $0 * $1 } }
        #expect(observer.events == [.next(220, 2), .completed(300)])
    }

    @Test func tupleFormZipsThreeSources() {
        let live = Resources.countingLive {
            let scheduler = TestScheduler(initialClock: 0)
            let numbers = scheduler.createHotObservable([.next(210, 1), .next(215, 2)])
            let letters = scheduler.createHotObservable([.next(220, "a"), .next(240, "b")])
            let flags = scheduler.createHotObservable([.next(230, true), .next(235, false)])
            let observer = scheduler.start {
                Observable.zip(numbers, letters, flags).map { number, letter, flag in "\(number)\(letter)\(flag)" }
            }
            #expect(observer.events == [.next(230, "1atrue"), .next(240, "2bfalse")])
        }
        #expect(live == 0)
    }

    @Test func collectionFormsZipInTheCollectionsOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
        let second = scheduler.createHotObservable([.next(230, 3), .next(240, 4), .completed(250)])
        let arrays = scheduler.start { Observable.zip([second, first]) }
        #expect(arrays.events == [.next(230, [3, 1]), .next(240, [4, 2])])
        let products = TestScheduler(initialClock: 0)
        let third = products.createHotObservable([.next(210, 2), .next(220, 3)])
        let fourth = products.createHotObservable([.next(230, 5)])
        let selected = products.start { Observable.zip([third, fourth]) { $0.reduce(1, *) } }
        #expect(selected.events == [.next(230, 10)])
    }

    @Test func emptyCollectionCompletesAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.start { Observable.zip([Observable<Int>]()) }
        #expect(observer.events == [.completed(200)])
    }

    @Test func errorEndsTheResult() {
        let live = Resources.countingLive {
            let scheduler = TestScheduler(initialClock: 0)
            let first = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
            let second = scheduler.createHotObservable([.next(215, 1), .error(230, TestError(1))])
            let observer = scheduler.start { Observable.zip(first, second) { $0 + $1 } }
            #expect(observer.events == [.next(215, 2), .error(230, TestError(1))])
            #expect(first.subscriptions == [Subscription(200, 230)])
        }
        #expect(live == 0)
    }

    @Test func throwingSelectorBecomesError() {
        let live = Resources.countingLive {
            let scheduler = TestScheduler(initialClock: 0)
            let first = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
            let second = scheduler.createHotObservable([.next(215, 1), .next(225, 2)])
            let observer = scheduler.start {
                Observable.zip(first, second) { left, right -> Int in
                    if left == 2 { throw TestError(2) }
                    return left + right
                }
            }
            #expect(observer.events == [.next(215, 2), .error(225, TestError(2))])
            #expect(second.subscriptions == [Subscription(200, 225)])
        }
        #expect(live == 0)
    }

    @Test func disposalUnsubscribesEverySource() {
        let live = Resources.countingLive {
            let scheduler = TestScheduler(initialClock: 0)
            let first = scheduler.createHotObservable([.next(210, 1), .next(300, 2)])
            let second = scheduler.createHotObservable([.next(220, 1), .next(310, 2)])
            let observer = scheduler.start(disposed: 250) { Observable.zip(first, second) { $0 + $1 } }
            #expect(observer.events == [.next(220, 2)])
            #expect(first.subscriptions == [Subscription(200, 250)])
            #expect(second.subscriptions == [Subscription(200, 250)])
        }
        #expect(live == 0)
    }
}
