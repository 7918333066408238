// Marble tests for `take(for:scheduler:)` and `skip(for:scheduler:)`, with RxTimeInterval written as RxSwift code does.

import Reactive
import ReactiveTesting
import Testing

@Suite struct TimeWindowTests {
    @Test func takeForPassesElementsUntilTheDurationThenCompletes() {
        let live = Resources.countingLive {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
            let observer = scheduler.start { source.take(for: .seconds(25), scheduler: scheduler) }
            #expect(observer.events == [.next(210, 1), .next(220, 2), .completed(225)])
            #expect(source.subscriptions == [Subscription(200, 225)])
        }
        #expect(live == 0)
    }

    @Test func takeForPassesAnEarlierTerminalEvent() {
        let live = Resources.countingLive {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createHotObservable([.next(210, 1), .error(215, TestError(1))])
            let observer = scheduler.start { source.take(for: .seconds(25), scheduler: scheduler) }
            #expect(observer.events == [.next(210, 1), .error(215, TestError(1))])
            #expect(source.subscriptions == [Subscription(200, 215)])
        }
        #expect(live == 0)
    }

    @Test func skipForDropsElementsOfTheDuration() {
        let live = Resources.countingLive {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
            let observer = scheduler.start { source.skip(for: .seconds(25), scheduler: scheduler) }
            #expect(observer.events == [.next(230, 3), .completed(240)])
            #expect(source.subscriptions == [Subscription(200, 240)])
        }
        #expect(live == 0)
    }

    @Test func skipForPassesATerminalEventInsideTheDuration() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .completed(215)])
        let observer = scheduler.start { source.skip(for: .seconds(25), scheduler: scheduler) }
        #expect(observer.events == [.completed(215)])
    }

    @Test func disposalCancelsTheTimer() {
        let live = Resources.countingLive {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createHotObservable([.next(210, 1), .next(260, 2)])
            let observer = scheduler.start(disposed: 240) { source.take(for: .seconds(50), scheduler: scheduler) }
            #expect(observer.events == [.next(210, 1)])
            #expect(source.subscriptions == [Subscription(200, 240)])
        }
        #expect(live == 0)
    }

    @Test func millisecondsCountInTicksOfTheSchedulersResolution() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let source = scheduler.createHotObservable([.next(205, 1), .next(215, 2), .completed(230)])
        let observer = scheduler.start { source.delay(.milliseconds(10), scheduler: scheduler).take(for: .milliseconds(20), scheduler: scheduler) }
        #expect(observer.events == [.next(215, 1), .completed(220)])
    }
}
