// Marble tests for `sample`.

import Reactive
import ReactiveTesting
import Testing

@Suite struct SampleTests {
    @Test func emitsTheLatestElementAtEachTickAndCompletesAtTheTickAfterTheSource() {
        let live = Resources.countingLive {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(240, 3), .completed(300)])
            let sampler = scheduler.createHotObservable([.next(230, "tick"), .next(250, "tick"), .next(260, "tick"), .next(320, "tick")])
            let observer = scheduler.start { source.sample(sampler) }
            #expect(observer.events == [.next(230, 2), .next(250, 3), .completed(320)])
            #expect(source.subscriptions == [Subscription(200, 300)])
            #expect(sampler.subscriptions == [Subscription(200, 320)])
        }
        #expect(live == 0)
    }

    @Test func defaultValueFillsTicksWithoutNewElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1)])
        let sampler = scheduler.createHotObservable([.next(220, ()), .next(230, ()), .completed(240)])
        let observer = scheduler.start { source.sample(sampler, defaultValue: 0) }
        #expect(observer.events == [.next(220, 1), .next(230, 0), .next(240, 0)])
    }

    @Test func errorOfTheSamplerEndsTheResult() {
        let live = Resources.countingLive {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createHotObservable([.next(210, 1)])
            let sampler = scheduler.createHotObservable([.next(220, 0), .error(230, TestError(1))])
            let observer = scheduler.start { source.sample(sampler) }
            #expect(observer.events == [.next(220, 1), .error(230, TestError(1))])
            #expect(source.subscriptions == [Subscription(200, 230)])
        }
        #expect(live == 0)
    }

    @Test func errorOfTheSourceEndsTheResult() {
        let live = Resources.countingLive {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createHotObservable([.next(210, 1), .error(215, TestError(2))])
            let sampler = scheduler.createHotObservable([.next(220, 0)])
            let observer = scheduler.start { source.sample(sampler) }
            #expect(observer.events == [.error(215, TestError(2))])
            #expect(sampler.subscriptions == [Subscription(200, 215)])
        }
        #expect(live == 0)
    }

    @Test func disposalUnsubscribesBoth() {
        let live = Resources.countingLive {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createHotObservable([.next(210, 1), .next(240, 2)])
            let sampler = scheduler.createHotObservable([.next(220, 0), .next(250, 0)])
            let observer = scheduler.start(disposed: 245) { source.sample(sampler) }
            #expect(observer.events == [.next(220, 1)])
            #expect(source.subscriptions == [Subscription(200, 245)])
            #expect(sampler.subscriptions == [Subscription(200, 245)])
        }
        #expect(live == 0)
    }
}
