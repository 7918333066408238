// Marble tests for `asSingle`.

import Reactive
import ReactiveTesting
import Testing

@Suite struct AsSingleTests {
    @Test func oneElementThenCompletionSucceeds() {
        let live = Resources.countingLive {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createHotObservable([.next(210, 1), .completed(250)])
            let observer = scheduler.start { source.asSingle().asObservable() }
            #expect(observer.events == [.next(250, 1), .completed(250)])
            #expect(source.subscriptions == [Subscription(200, 250)])
        }
        #expect(live == 0)
    }

    @Test func emptySourceFailsWithNoElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.completed(250)] as [Recorded<Event<Int>>])
        let observer = scheduler.start { source.asSingle().asObservable() }
        #expect(observer.events == [.error(250, RxError.noElements)])
    }

    @Test func secondElementFailsAtOnceAndUnsubscribes() {
        let live = Resources.countingLive {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
            let observer = scheduler.start { source.asSingle().asObservable() }
            #expect(observer.events == [.error(220, RxError.moreThanOneElement)])
            #expect(source.subscriptions == [Subscription(200, 220)])
        }
        #expect(live == 0)
    }

    @Test func sourceErrorPassesThrough() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .error(230, TestError(1))])
        let observer = scheduler.start { source.asSingle().asObservable() }
        #expect(observer.events == [.error(230, TestError(1))])
    }

    @Test func disposalBeforeCompletionUnsubscribes() {
        let live = Resources.countingLive {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createHotObservable([.next(210, 1), .completed(300)])
            let observer = scheduler.start(disposed: 250) { source.asSingle().asObservable() }
            #expect(observer.events.isEmpty)
            #expect(source.subscriptions == [Subscription(200, 250)])
        }
        #expect(live == 0)
    }
}
