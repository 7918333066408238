// Marble tests for `amb`: the first source to react wins, the others are unsubscribed.

import Reactive
import ReactiveTesting
import Testing

@Suite struct AmbTests {
    @Test func firstSourceToEmitWinsAndTheOthersAreUnsubscribed() {
        let live = Resources.countingLive {
            let scheduler = TestScheduler(initialClock: 0)
            let slow = scheduler.createHotObservable([.next(230, 1), .completed(240)])
            let fast = scheduler.createHotObservable([.next(210, 2), .next(250, 3), .completed(260)])
            let third = scheduler.createHotObservable([.next(220, 4)])
            let observer = scheduler.start {
                Observable.amb([slow.asObservable(), fast.asObservable(), third.asObservable()])
            }
            #expect(observer.events == [.next(210, 2), .next(250, 3), .completed(260)])
            #expect(slow.subscriptions == [Subscription(200, 210)])
            #expect(third.subscriptions == [Subscription(200, 210)])
            #expect(fast.subscriptions == [Subscription(200, 260)])
        }
        #expect(live == 0)
    }

    @Test func aTerminalEventWinsToo() {
        let live = Resources.countingLive {
            let scheduler = TestScheduler(initialClock: 0)
            let failing = scheduler.createHotObservable([.error(210, TestError(1), Int.self)])
            let other = scheduler.createHotObservable([.next(220, 1)])
            let observer = scheduler.start { failing.amb(other) }
            #expect(observer.events == [.error(210, TestError(1))])
            #expect(other.subscriptions == [Subscription(200, 210)])
        }
        #expect(live == 0)
    }

    @Test func synchronousWinnerKeepsLaterSourcesUnsubscribed() {
        let scheduler = TestScheduler(initialClock: 0)
        let other = scheduler.createHotObservable([.next(220, 1)])
        let observer = scheduler.start { Observable.just(7).amb(other) }
        #expect(observer.events == [.next(200, 7), .completed(200)])
        #expect(other.subscriptions.isEmpty)
    }

    @Test func disposalUnsubscribesEverySource() {
        let live = Resources.countingLive {
            let scheduler = TestScheduler(initialClock: 0)
            let first = scheduler.createHotObservable([.next(300, 1)])
            let second = scheduler.createHotObservable([.next(310, 2)])
            let observer = scheduler.start(disposed: 250) { first.amb(second) }
            #expect(observer.events.isEmpty)
            #expect(first.subscriptions == [Subscription(200, 250)])
            #expect(second.subscriptions == [Subscription(200, 250)])
        }
        #expect(live == 0)
    }

    @Test func noSourcesNeverEmits() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.start { Observable<Int>.amb([]) }
        #expect(observer.events.isEmpty)
    }
}
