// Marble tests for `withLatestFrom`.

import Reactive
import ReactiveTesting
import Testing

@Suite struct WithLatestFromTests {
    @Test func combinesEachElementWithTheLatestOfTheSecond() {
        let live = Resources.countingLive {
            let scheduler = TestScheduler(initialClock: 0)
            let first = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(250, 3), .completed(270)])
            let second = scheduler.createHotObservable([.next(220, "a"), .next(240, "b"), .completed(245)])
            let observer = scheduler.start { first.withLatestFrom(second) { "\($0)\($1)" } }
            #expect(observer.events == [.next(230, "2a"), .next(250, "3b"), .completed(270)])
            #expect(first.subscriptions == [Subscription(200, 270)])
            #expect(second.subscriptions == [Subscription(200, 245)])
        }
        #expect(live == 0)
    }

    @Test func plainFormEmitsTheLatestOfTheSecond() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(240, 3)])
        let second = scheduler.createHotObservable([.next(220, "a"), .next(235, "b")])
        let observer = scheduler.start { first.withLatestFrom(second) }
        #expect(observer.events == [.next(230, "a"), .next(240, "b")])
    }

    @Test func errorOfTheSecondEndsTheResult() {
        let live = Resources.countingLive {
            let scheduler = TestScheduler(initialClock: 0)
            let first = scheduler.createHotObservable([.next(230, 2)])
            let second = scheduler.createHotObservable([.next(220, 1), .error(240, TestError(1))])
            let observer = scheduler.start { first.withLatestFrom(second) { $0 + $1 } }
            #expect(observer.events == [.next(230, 3), .error(240, TestError(1))])
            #expect(first.subscriptions == [Subscription(200, 240)])
        }
        #expect(live == 0)
    }

    @Test func errorOfTheFirstEndsTheResult() {
        let live = Resources.countingLive {
            let scheduler = TestScheduler(initialClock: 0)
            let first = scheduler.createHotObservable([.next(230, 2), .error(235, TestError(2))])
            let second = scheduler.createHotObservable([.next(220, 1)])
            let observer = scheduler.start { first.withLatestFrom(second) { $0 + $1 } }
            #expect(observer.events == [.next(230, 3), .error(235, TestError(2))])
            #expect(second.subscriptions == [Subscription(200, 235)])
        }
        #expect(live == 0)
    }

    @Test func throwingSelectorBecomesError() {
        let live = Resources.countingLive {
            let scheduler = TestScheduler(initialClock: 0)
            let first = scheduler.createHotObservable([.next(230, 2), .next(240, 3)])
            let second = scheduler.createHotObservable([.next(220, 1)])
            let observer = scheduler.start {
                first.withLatestFrom(second) { left, right -> Int in
                    if left == 3 { throw TestError(3) }
                    return left + right
                }
            }
            #expect(observer.events == [.next(230, 3), .error(240, TestError(3))])
        }
        #expect(live == 0)
    }

    @Test func disposalUnsubscribesBoth() {
        let live = Resources.countingLive {
            let scheduler = TestScheduler(initialClock: 0)
            let first = scheduler.createHotObservable([.next(230, 2), .next(300, 3)])
            let second = scheduler.createHotObservable([.next(220, 1)])
            let observer = scheduler.start(disposed: 250) { first.withLatestFrom(second) { $0 + $1 } }
            #expect(observer.events == [.next(230, 3)])
            #expect(first.subscriptions == [Subscription(200, 250)])
            #expect(second.subscriptions == [Subscription(200, 250)])
        }
        #expect(live == 0)
    }
}
