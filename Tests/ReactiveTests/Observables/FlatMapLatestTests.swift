// Marble tests for `flatMapLatest`.

import Reactive
import ReactiveTesting
import Testing

@Suite struct FlatMapLatestTests {
    @Test func switchingUnsubscribesTheOldInnerAtTheSwitch() {
        let live = Resources.countingLive {
            let scheduler = TestScheduler(initialClock: 0)
            let first = scheduler.createColdObservable([.next(10, 11), .next(20, 12), .next(30, 13), .completed(100)])
            let second = scheduler.createColdObservable([.next(5, 21), .next(15, 22), .completed(20)])
            let source = scheduler.createHotObservable([.next(210, 1), .next(235, 2), .completed(240)])
            let observer = scheduler.start { source.flatMapLatest { $0 == 1 ? first : second } }
            #expect(observer.events == [.next(220, 11), .next(230, 12), .next(240, 21), .next(250, 22), .completed(255)])
            #expect(first.subscriptions == [Subscription(210, 235)])
            #expect(second.subscriptions == [Subscription(235, 255)])
            #expect(source.subscriptions == [Subscription(200, 240)])
        }
        #expect(live == 0)
    }

    @Test func completesWithTheSourceWhenNoInnerIsActive() {
        let live = Resources.countingLive {
            let scheduler = TestScheduler(initialClock: 0)
            let inner = scheduler.createColdObservable([.next(10, 11), .completed(20)])
            let source = scheduler.createHotObservable([.next(210, 1), .completed(250)])
            let observer = scheduler.start { source.flatMapLatest { _ in inner } }
            #expect(observer.events == [.next(220, 11), .completed(250)])
        }
        #expect(live == 0)
    }

    @Test func innerErrorEndsTheResult() {
        let live = Resources.countingLive {
            let scheduler = TestScheduler(initialClock: 0)
            let inner = scheduler.createColdObservable([.next(10, 11), .error(20, TestError(1))])
            let source = scheduler.createHotObservable([.next(210, 1), .next(300, 2)])
            let observer = scheduler.start { source.flatMapLatest { _ in inner } }
            #expect(observer.events == [.next(220, 11), .error(230, TestError(1))])
            #expect(source.subscriptions == [Subscription(200, 230)])
            #expect(inner.subscriptions == [Subscription(210, 230)])
        }
        #expect(live == 0)
    }

    @Test func outerErrorEndsTheResultAndTheInner() {
        let live = Resources.countingLive {
            let scheduler = TestScheduler(initialClock: 0)
            let inner = scheduler.createColdObservable([.next(10, 11), .next(100, 12)])
            let source = scheduler.createHotObservable([.next(210, 1), .error(230, TestError(2))])
            let observer = scheduler.start { source.flatMapLatest { _ in inner } }
            #expect(observer.events == [.next(220, 11), .error(230, TestError(2))])
            #expect(inner.subscriptions == [Subscription(210, 230)])
        }
        #expect(live == 0)
    }

    @Test func throwingSelectorBecomesError() {
        let live = Resources.countingLive {
            let scheduler = TestScheduler(initialClock: 0)
            let inner = scheduler.createColdObservable([.next(10, 11), .next(100, 12)])
            let source = scheduler.createHotObservable([.next(210, 1), .next(240, 2)])
            let observer = scheduler.start {
                source.flatMapLatest { value -> TestableObservable<Int> in
                    if value == 2 { throw TestError(3) }
                    return inner
                }
            }
            #expect(observer.events == [.next(220, 11), .error(240, TestError(3))])
            #expect(inner.subscriptions == [Subscription(210, 240)])
            #expect(source.subscriptions == [Subscription(200, 240)])
        }
        #expect(live == 0)
    }

    @Test func disposalUnsubscribesSourceAndInner() {
        let live = Resources.countingLive {
            let scheduler = TestScheduler(initialClock: 0)
            let inner = scheduler.createColdObservable([.next(10, 11), .next(100, 12)])
            let source = scheduler.createHotObservable([.next(210, 1)])
            let observer = scheduler.start(disposed: 260) { source.flatMapLatest { _ in inner } }
            #expect(observer.events == [.next(220, 11)])
            #expect(inner.subscriptions == [Subscription(210, 260)])
            #expect(source.subscriptions == [Subscription(200, 260)])
        }
        #expect(live == 0)
    }
}
