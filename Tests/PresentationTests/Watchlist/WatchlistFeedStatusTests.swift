// The watchlist's feed status alone: a whole-feed failure said once, a good quote ending it, R on a stopped feed.

import Domain
import Foundation
@testable import Presentation
import Testing

@Suite("WatchlistFeedStatus")
struct WatchlistFeedStatusTests {
    private static let start = Date(timeIntervalSince1970: 1_000)
    private static let throttled = QuoteFeedFailure(code: nil, message: "too many requests", retryAfter: 5)
    private static let refused = QuoteFeedFailure(code: nil, message: "wrong key", healsByItself: false)

    @Test("a snapshot repeating the whole-feed failure does not say it again over a stock's later failure")
    func repeatedFailureIsNotNew() {
        var status = WatchlistFeedStatus()
        status.reportFeedFailure(Self.throttled, at: Self.start)
        #expect(status.health.errorMessage == "too many requests")
        #expect(status.health.retryInSeconds == 5)
        status.report(QuoteFeedFailure(code: nil, message: "no such stock"), about: "삼성전자", at: Self.start)
        status.reportFeedFailure(Self.throttled, at: Self.start.addingTimeInterval(1))
        #expect(status.health.errorMessage == "삼성전자: no such stock")
    }

    @Test("a good quote ends the failure, so the same failure again is said again")
    func goodQuoteEndsTheFailure() {
        var status = WatchlistFeedStatus()
        status.reportFeedFailure(Self.throttled, at: Self.start)
        status.markGoodUpdate(at: Self.start.addingTimeInterval(2))
        #expect(status.health.errorMessage == nil)
        #expect(status.health.retryInSeconds == nil)
        #expect(status.health.lastGoodUpdateText != nil)
        status.reportFeedFailure(Self.throttled, at: Self.start.addingTimeInterval(3))
        #expect(status.health.errorMessage == "too many requests")
    }

    @Test("the retry countdown counts whole seconds down to the clock's time")
    func retryCountdown() {
        var status = WatchlistFeedStatus()
        status.reportFeedFailure(Self.throttled, at: Self.start)
        status.refreshRetryCountdowns(at: Self.start.addingTimeInterval(2.5))
        #expect(status.health.retryInSeconds == 3)
        status.refreshRetryCountdowns(at: Self.start.addingTimeInterval(9))
        #expect(status.health.retryInSeconds == 0)
    }

    @Test("R retries only a feed a refusal stopped, and clears the refusal so it is said again if repeated")
    func retryOnlyAStoppedFeed() {
        var status = WatchlistFeedStatus()
        status.reportFeedFailure(Self.throttled, at: Self.start)
        #expect(!status.health.isStopped)
        let retriedRunning = status.retry()
        #expect(!retriedRunning)
        status.reportFeedFailure(Self.refused, at: Self.start)
        #expect(status.health.isStopped)
        let retriedStopped = status.retry()
        #expect(retriedStopped)
        #expect(!status.health.isStopped)
        #expect(status.health.errorMessage == nil)
        status.reportFeedFailure(Self.refused, at: Self.start.addingTimeInterval(1))
        #expect(status.health.errorMessage == "wrong key")
    }

    @Test("the source counts are of the shown list's codes; every code's source is kept for new rows")
    func sourcesOfTheShownList() {
        let shown = StockCode("005930")!, other = StockCode("000660")!
        var status = WatchlistFeedStatus()
        status.take(QuoteFeedStatus(sources: [shown: .live, other: .polled], health: .connected), shownCodes: [shown], at: Self.start)
        #expect(status.health.sourceCounts == QuoteSourceText.counts(QuoteFeedStatus(sources: [shown: .live], health: .connected)))
        #expect(status.sources == [shown: .live, other: .polled])
    }
}
