// Marble tests for `combineLatest`.

import Reactive
import ReactiveTesting
import Testing

@Suite struct CombineLatestTests {
    @Test func combinesTheLatestElementsOfTwoSources() {
        let live = Resources.countingLive {
            let scheduler = TestScheduler(initialClock: 0)
            let first = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(230, 3), .completed(260)])
            let second = scheduler.createHotObservable([.next(220, 10), .next(240, 20), .completed(250)])
            let observer = scheduler.start { Observable.combineLatest(first, second) { $0 + $1 } }
            #expect(observer.events == [.next(220, 11), .next(230, 13), .next(240, 23), .completed(260)])
            #expect(first.subscriptions == [Subscription(200, 260)])
            #expect(second.subscriptions == [Subscription(200, 250)])
        }
        #expect(live == 0)
    }

    @Test func tupleFormCombinesSourcesOfDifferentTypes() {
        let live = Resources.countingLive {
            let scheduler = TestScheduler(initialClock: 0)
            let numbers = scheduler.createHotObservable([.next(210, 1), .next(240, 2)])
            let letters = scheduler.createHotObservable([.next(220, "a")])
            let flags = scheduler.createHotObservable([.next(230, true), .next(250, false)])
            let observer = scheduler.start {
                Observable.combineLatest(numbers, letters, flags).map { number, letter, flag in "\(number)\(letter)\(flag)" }
            }
            #expect(observer.events == [.next(230, "1atrue"), .next(240, "2atrue"), .next(250, "2afalse")])
        }
        #expect(live == 0)
    }

    @Test func fourSourcesWithASelector() {
        let scheduler = TestScheduler(initialClock: 0)
        let sources = (1...4).map { index in
            scheduler.createHotObservable([.next(200 + 10 * index, index), .next(300, 10 * index)])
        }
        let observer = scheduler.start {
            Observable.combineLatest(sources[0], sources[1], sources[2], sources[3]) { $0 * 1000 + $1 * 100 + $2 * 10 + $3 }
        }
        #expect(observer.events.first == .next(240, 1234))
        #expect(observer.events.count == 5)
        #expect(observer.events.last == .next(300, 10000 + 2000 + 300 + 40))
    }

    @Test func collectionFormsEmitArraysOrSelectedValues() {
        let live = Resources.countingLive {
            let scheduler = TestScheduler(initialClock: 0)
            let first = scheduler.createHotObservable([.next(210, 1), .next(230, 3), .completed(240)])
            let second = scheduler.createHotObservable([.next(220, 2), .completed(250)])
            let arrays = scheduler.start { Observable.combineLatest([first, second]) }
            #expect(arrays.events == [.next(220, [1, 2]), .next(230, [3, 2]), .completed(250)])
            let sums = TestScheduler(initialClock: 0)
            let third = sums.createHotObservable([.next(210, 1), .next(230, 3)])
            let fourth = sums.createHotObservable([.next(220, 2)])
            let selected = sums.start { Observable.combineLatest([third, fourth]) { $0.reduce(0, +) } }
            #expect(selected.events == [.next(220, 3), .next(230, 5)])
        }
        #expect(live == 0)
    }

    @Test func emptyCollectionCombinesNothingAndCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.start { Observable.combineLatest([Observable<Int>]()) }
        #expect(observer.events == [.next(200, []), .completed(200)])
    }

    @Test func sourceCompletingEmptyCompletesWhenAnotherSourceNextEmits() {
        let live = Resources.countingLive {
            let scheduler = TestScheduler(initialClock: 0)
            let empty = scheduler.createHotObservable([.next(150, 1), .completed(210)])
            let other = scheduler.createHotObservable([.next(215, 2), .completed(220)])
            let observer = scheduler.start { Observable.combineLatest(empty, other) { $0 + $1 } }
            #expect(observer.events == [.completed(215)])
            #expect(empty.subscriptions == [Subscription(200, 210)])
            #expect(other.subscriptions == [Subscription(200, 215)])
        }
        #expect(live == 0)
    }

    @Test func sourceCompletingEmptyAloneDoesNotComplete() {
        let live = Resources.countingLive {
            let scheduler = TestScheduler(initialClock: 0)
            let empty = scheduler.createHotObservable([.completed(210, Int.self)])
            let silent = scheduler.createHotObservable([.next(150, 1)])
            let observer = scheduler.start { Observable.combineLatest([empty, silent]) }
            #expect(observer.events == [])
            #expect(silent.subscriptions == [Subscription(200, 1000)])
        }
        #expect(live == 0)
    }

    @Test func sourceCompletingAfterEmittingKeepsItsLatestElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createHotObservable([.next(210, 1), .completed(215)])
        let second = scheduler.createHotObservable([.next(220, 2), .next(230, 3)])
        let observer = scheduler.start { Observable.combineLatest(first, second) { $0 + $1 } }
        #expect(observer.events == [.next(220, 3), .next(230, 4)])
        #expect(first.subscriptions == [Subscription(200, 215)])
    }

    @Test func errorOfEitherSourceEndsTheResult() {
        let live = Resources.countingLive {
            let scheduler = TestScheduler(initialClock: 0)
            let first = scheduler.createHotObservable([.next(210, 1), .next(300, 3)])
            let second = scheduler.createHotObservable([.next(220, 2), .error(230, TestError(1))])
            let observer = scheduler.start { Observable.combineLatest(first, second) { $0 + $1 } }
            #expect(observer.events == [.next(220, 3), .error(230, TestError(1))])
            #expect(first.subscriptions == [Subscription(200, 230)])
        }
        #expect(live == 0)
    }

    @Test func throwingSelectorBecomesError() {
        let live = Resources.countingLive {
            let scheduler = TestScheduler(initialClock: 0)
            let first = scheduler.createHotObservable([.next(210, 1), .next(230, 3)])
            let second = scheduler.createHotObservable([.next(220, 2)])
            let observer = scheduler.start {
                Observable.combineLatest(first, second) { left, right -> Int in
                    if left == 3 { throw TestError(2) }
                    return left + right
                }
            }
            #expect(observer.events == [.next(220, 3), .error(230, TestError(2))])
            #expect(second.subscriptions == [Subscription(200, 230)])
        }
        #expect(live == 0)
    }

    @Test func disposalUnsubscribesEverySource() {
        let live = Resources.countingLive {
            let scheduler = TestScheduler(initialClock: 0)
            let first = scheduler.createHotObservable([.next(210, 1), .next(300, 3)])
            let second = scheduler.createHotObservable([.next(220, 2), .next(310, 4)])
            let observer = scheduler.start(disposed: 250) { Observable.combineLatest(first, second) { $0 + $1 } }
            #expect(observer.events == [.next(220, 3)])
            #expect(first.subscriptions == [Subscription(200, 250)])
            #expect(second.subscriptions == [Subscription(200, 250)])
        }
        #expect(live == 0)
    }
}
