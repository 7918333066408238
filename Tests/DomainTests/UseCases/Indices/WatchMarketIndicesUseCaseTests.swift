// The header's index watch: events folded into one board, throttled, failures marking figures stale, never failing.

import Domain
import Foundation
import Reactive
import ReactiveTesting
import Testing

@Suite("WatchMarketIndicesUseCase")
struct WatchMarketIndicesUseCaseTests {
    /// A repository whose stream is the given observable.
    private final class ScriptedIndices: MarketIndexRepository {
        let events: Observable<MarketIndexFeedEvent>
        init(_ events: Observable<MarketIndexFeedEvent>) { self.events = events }
        func indices() -> Observable<MarketIndexFeedEvent> { events }
    }

    private struct FeedStopped: Error, UserFacingError {
        var message: String { "connection lost" }
    }

    private static func figures(_ kind: MarketIndexKind, _ value: Double) -> MarketIndex {
        MarketIndex(kind: kind, value: value, change: 1, sign: .rise, changeRate: 0.1, advancers: nil, decliners: nil, time: Date(timeIntervalSince1970: 0))
    }

    /// The use case over `events`, throttled to 10 ticks.
    private static func useCase(_ events: TestableObservable<MarketIndexFeedEvent>, on scheduler: TestScheduler) -> DefaultWatchMarketIndicesUseCase {
        DefaultWatchMarketIndicesUseCase(repository: ScriptedIndices(events.asObservable()), scheduler: scheduler, refreshInterval: .seconds(10))
    }

    @Test("every index's latest figures on one board, at most one board per refresh interval")
    func foldsAndThrottles() {
        let scheduler = TestScheduler(initialClock: 0)
        let events: TestableObservable<MarketIndexFeedEvent> = scheduler.createHotObservable([
            .next(210, .index(Self.figures(.kospi, 2_600))),
            .next(212, .index(Self.figures(.kosdaq, 870))),
            .next(214, .index(Self.figures(.kospi, 2_601))),
            .next(230, .index(Self.figures(.kospi200, 350))),
        ])
        let observer = scheduler.start { Self.useCase(events, on: scheduler).execute() }
        let boards = observer.events.compactMap(\.value.element)
        #expect(observer.events.map(\.time) == [210, 220, 230])
        #expect(boards.map { $0.shown.map(\.value) } == [[2_600], [2_601, 870], [2_601, 870, 350]])
        #expect(boards.allSatisfy { $0.staleKinds.isEmpty && $0.problem == nil })
    }

    @Test("a failure keeps the index's last figures, marked stale with the reason, until it answers again")
    func failureMarksStale() {
        let scheduler = TestScheduler(initialClock: 0)
        let events: TestableObservable<MarketIndexFeedEvent> = scheduler.createHotObservable([
            .next(210, .index(Self.figures(.kospi, 2_600))),
            .next(230, .failure(kind: .kospi, message: "EGW00201 too many requests")),
            .next(250, .index(Self.figures(.kospi, 2_605))),
        ])
        let boards = scheduler.start { Self.useCase(events, on: scheduler).execute() }.events.compactMap(\.value.element)
        #expect(boards.count == 3)
        #expect(boards[1].shown.map(\.value) == [2_600])
        #expect(boards[1].isStale(.kospi))
        #expect(boards[1].problem == "KOSPI: EGW00201 too many requests")
        #expect(!boards[2].isStale(.kospi))
        #expect(boards[2].problem == nil)
        #expect(boards[2].shown.map(\.value) == [2_605])
    }

    @Test("a feed that ends with an error leaves every index stale and completes instead of failing")
    func errorEndsStale() {
        let scheduler = TestScheduler(initialClock: 0)
        let events: TestableObservable<MarketIndexFeedEvent> = scheduler.createHotObservable([
            .next(210, .index(Self.figures(.kosdaq, 870))),
            .error(240, FeedStopped()),
        ])
        let observer = scheduler.start { Self.useCase(events, on: scheduler).execute() }
        let last = observer.events.compactMap(\.value.element).last
        #expect(last?.shown.map(\.value) == [870])
        #expect(last?.staleKinds == Set(MarketIndexKind.allCases))
        #expect(last?.problem == "index feed stopped: connection lost")
        #expect(observer.events.last?.value.isCompleted == true)
        #expect(events.subscriptions.count == 1)
    }
}
