// Marble tests for `concat`: static array and variadic forms, the instance forms, terminal and disposal rules.

import Reactive
import ReactiveTesting
import Testing

@Suite struct ConcatTests {
    @Test func subscribesEachSourceWhenThePreviousCompletes() {
        let live = Resources.countingLive {
            let scheduler = TestScheduler(initialClock: 0)
            let first = scheduler.createColdObservable([.next(10, 1), .completed(20)])
            let second = scheduler.createColdObservable([.next(5, 2), .completed(15)])
            let observer = scheduler.start { Observable.concat([first.asObservable(), second.asObservable()]) }
            #expect(observer.events == [.next(210, 1), .next(225, 2), .completed(235)])
            #expect(first.subscriptions == [Subscription(200, 220)])
            #expect(second.subscriptions == [Subscription(220, 235)])
        }
        #expect(live == 0)
    }

    @Test func errorEndsTheResultAndSkipsTheRest() {
        let live = Resources.countingLive {
            let scheduler = TestScheduler(initialClock: 0)
            let first = scheduler.createColdObservable([.next(10, 1), .error(20, TestError(1))])
            let second = scheduler.createColdObservable([.next(5, 2), .completed(15)])
            let observer = scheduler.start { Observable.concat(first.asObservable(), second.asObservable()) }
            #expect(observer.events == [.next(210, 1), .error(220, TestError(1))])
            #expect(second.subscriptions.isEmpty)
        }
        #expect(live == 0)
    }

    @Test func disposalUnsubscribesTheCurrentSource() {
        let live = Resources.countingLive {
            let scheduler = TestScheduler(initialClock: 0)
            let first = scheduler.createColdObservable([.next(10, 1), .completed(20)])
            let second = scheduler.createColdObservable([.next(5, 2), .next(100, 3)])
            let observer = scheduler.start(disposed: 250) { first.concat(second) }
            #expect(observer.events == [.next(210, 1), .next(225, 2)])
            #expect(second.subscriptions == [Subscription(220, 250)])
        }
        #expect(live == 0)
    }

    @Test func emptySequenceCompletesAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.start { Observable.concat(AnySequence<Observable<Int>>([])) }
        #expect(observer.events == [.completed(200)])
    }

    @Test func observableOfObservablesPlaysThemInTurn() {
        var received: [Int] = []
        _ = Observable.of(Observable.of(1, 2), Observable.just(3)).concat().subscribe(onNext: { received.append($0) })
        #expect(received == [1, 2, 3])
    }
}
