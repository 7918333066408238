// Marble tests for `share(replay:scope:)`.

import Reactive
import ReactiveTesting
import Testing

@Suite struct ShareTests {
    /// Subscribes `observer` to `shared` at `subscribe` and disposes it at `dispose`.
    private func attach<Element>(
        _ observer: TestableObserver<Element>,
        to shared: Observable<Element>,
        on scheduler: TestScheduler,
        from subscribe: TestTime,
        to dispose: TestTime = 1000
    ) {
        var subscription: Disposable?
        scheduler.scheduleAt(subscribe) { subscription = shared.subscribe(observer) }
        scheduler.scheduleAt(dispose) { subscription?.dispose() }
    }

    @Test func replayOneGivesLateSubscribersTheLatestAndSubscribesTheSourceOnce() {
        let live = Resources.countingLive {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(240, 3), .completed(300)])
            let shared = source.share(replay: 1)
            let early = scheduler.createObserver(Int.self)
            let late = scheduler.createObserver(Int.self)
            attach(early, to: shared, on: scheduler, from: 200)
            attach(late, to: shared, on: scheduler, from: 230)
            scheduler.start()
            #expect(early.events == [.next(210, 1), .next(220, 2), .next(240, 3), .completed(300)])
            #expect(late.events == [.next(230, 2), .next(240, 3), .completed(300)])
            #expect(source.subscriptions == [Subscription(200, 300)])
        }
        #expect(live == 0)
    }

    @Test func withoutReplayLateSubscribersGetOnlyNewElements() {
        let live = Resources.countingLive {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createHotObservable([.next(210, 1), .next(240, 2)])
            let shared = source.share()
            let early = scheduler.createObserver(Int.self)
            let late = scheduler.createObserver(Int.self)
            attach(early, to: shared, on: scheduler, from: 200, to: 500)
            attach(late, to: shared, on: scheduler, from: 230, to: 500)
            scheduler.start()
            #expect(early.events == [.next(210, 1), .next(240, 2)])
            #expect(late.events == [.next(240, 2)])
            #expect(source.subscriptions == [Subscription(200, 500)])
        }
        #expect(live == 0)
    }

    /// Two connections one after the other to `share(replay: 1, scope:)` of a hot source emitting
    /// 1, 2, 3 at 210, 220, 260: `first` subscribes 200–230, then `second` 250–300.
    private func twoConnections(scope: SubjectLifetimeScope) -> (first: [Recorded<Event<Int>>], second: [Recorded<Event<Int>>], subscriptions: [Subscription]) {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(260, 3)])
        let shared = source.share(replay: 1, scope: scope)
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        attach(first, to: shared, on: scheduler, from: 200, to: 230)
        attach(second, to: shared, on: scheduler, from: 250, to: 300)
        scheduler.start()
        return (first.events, second.events, source.subscriptions)
    }

    @Test func lastSubscriberLeavingDisconnectsAndTheNextReconnectsWithAnEmptyBuffer() {
        let live = Resources.countingLive {
            let run = twoConnections(scope: .whileConnected)
            #expect(run.first == [.next(210, 1), .next(220, 2)])
            #expect(run.second == [.next(260, 3)])
            #expect(run.subscriptions == [Subscription(200, 230), Subscription(250, 300)])
        }
        #expect(live == 0)
    }

    @Test func foreverScopeKeepsTheBufferAcrossConnections() {
        let live = Resources.countingLive {
            let run = twoConnections(scope: .forever)
            #expect(run.second == [.next(250, 2), .next(260, 3)])
            #expect(run.subscriptions == [Subscription(200, 230), Subscription(250, 300)])
        }
        #expect(live == 0)
    }

    @Test func foreverScopeReplaysTheEndToSubscribersAfterTerminationWithoutResubscribing() {
        let live = Resources.countingLive {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
            let shared = source.share(replay: 1, scope: .forever)
            let first = scheduler.createObserver(Int.self)
            let late = scheduler.createObserver(Int.self)
            attach(first, to: shared, on: scheduler, from: 200)
            attach(late, to: shared, on: scheduler, from: 300)
            scheduler.start()
            #expect(first.events == [.next(210, 1), .next(220, 2), .completed(230)])
            #expect(late.events == [.next(300, 2), .completed(300)])
            #expect(source.subscriptions == [Subscription(200, 230)])
        }
        #expect(live == 0)
    }

    @Test func whileConnectedScopeResubscribesAfterTermination() {
        let live = Resources.countingLive {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createColdObservable([.next(10, 1), .completed(20)])
            let shared = source.share(replay: 1)
            let first = scheduler.createObserver(Int.self)
            let late = scheduler.createObserver(Int.self)
            attach(first, to: shared, on: scheduler, from: 200)
            attach(late, to: shared, on: scheduler, from: 300)
            scheduler.start()
            #expect(first.events == [.next(210, 1), .completed(220)])
            #expect(late.events == [.next(310, 1), .completed(320)])
            #expect(source.subscriptions == [Subscription(200, 220), Subscription(300, 320)])
        }
        #expect(live == 0)
    }

    @Test func errorReachesEverySubscriber() {
        let live = Resources.countingLive {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createHotObservable([.next(210, 1), .error(220, TestError(1))])
            let shared = source.share(replay: 1)
            let first = scheduler.createObserver(Int.self)
            let second = scheduler.createObserver(Int.self)
            attach(first, to: shared, on: scheduler, from: 200)
            attach(second, to: shared, on: scheduler, from: 215)
            scheduler.start()
            #expect(first.events == [.next(210, 1), .error(220, TestError(1))])
            #expect(second.events == [.next(215, 1), .error(220, TestError(1))])
            #expect(source.subscriptions == [Subscription(200, 220)])
        }
        #expect(live == 0)
    }

    @Test func disposingOneSubscriberKeepsTheOthers() {
        let live = Resources.countingLive {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createHotObservable([.next(210, 1), .next(230, 2)])
            let shared = source.share()
            let leaving = scheduler.createObserver(Int.self)
            let staying = scheduler.createObserver(Int.self)
            attach(leaving, to: shared, on: scheduler, from: 200, to: 220)
            attach(staying, to: shared, on: scheduler, from: 205, to: 240)
            scheduler.start()
            #expect(leaving.events == [.next(210, 1)])
            #expect(staying.events == [.next(210, 1), .next(230, 2)])
            #expect(source.subscriptions == [Subscription(200, 240)])
        }
        #expect(live == 0)
    }
}
