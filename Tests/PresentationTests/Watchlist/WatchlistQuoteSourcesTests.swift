// The watchlist view model with a real-time-aware feed, on virtual time: row marks, counts, the socket's countdown, visible rows.

import Domain
import Foundation
import Presentation
import Reactive
import ReactiveTesting
import Testing

@Suite struct WatchlistQuoteSourcesTests {
    private static let main = Watchlist(
        id: WatchlistID("main"), name: "관심종목",
        codes: [Listings.samsung.code, Listings.hynix.code, Listings.naver.code, Listings.kakao.code]
    )

    /// Virtual time `time` as a date (1 tick = 0.1 s from 1970).
    private static func date(_ time: TestTime) -> Date { Date(timeIntervalSince1970: Double(time) / 10) }

    private static func sources(_ live: [Stock], polled: [Stock] = [], stale: [Stock] = []) -> [StockCode: QuoteSource] {
        var sources: [StockCode: QuoteSource] = [:]
        for stock in live { sources[stock.code] = .live }
        for stock in polled { sources[stock.code] = .polled }
        for stock in stale { sources[stock.code] = .stale }
        return sources
    }

    private func run(_ screen: WatchlistScreen) {
        let live = Resources.countingLive { screen.run(until: 1000) }
        #expect(live == 0)
    }

    @Test func eachRowIsMarkedLivePolledOrStaleAndTheStatusCountsThem() throws {
        let screen = WatchlistScreen([Self.main], realtime: true)
        let sources = Self.sources([Listings.samsung, Listings.kakao], polled: [Listings.hynix], stale: [Listings.naver])
        screen.status(QuoteFeedStatus(sources: sources, health: .connected), at: 210)
        run(screen)
        let before = try #require(screen.state(at: 209))
        #expect(before.rows.map(\.sourceMark) == ["", "", "", ""])
        #expect(before.feed.sourceCounts == nil)
        let state = try #require(screen.state(at: 211))
        #expect(state.rows.map(\.sourceMark) == ["●", "○", "!", "●"])
        #expect(state.rows.map(\.source) == [.live, .polled, .stale, .live])
        #expect(state.feed.sourceCounts == "live 2 · polled 1 · stale 1")
        #expect(state.feed.realtimeProblem == nil)
        #expect(!state.feed.isRealtimeDown)
    }

    /// The status of a list just switched to comes while its first rows wait for the next frame (the
    /// clock's tick draws one at 302, so the rows of a switch at 303 wait for 312).
    @Test func rowsMadeAfterTheStatusThatNamesThemCarryTheirMarks() throws {
        let other = Watchlist(id: WatchlistID("other"), name: "기타", codes: [Listings.kakaoBank.code, Listings.hyundai.code])
        let screen = WatchlistScreen([Self.main, other], frameTicks: 10, realtime: true)
        screen.press(.nextWatchlist, at: 303)
        screen.status(QuoteFeedStatus(sources: Self.sources([Listings.kakaoBank], polled: [Listings.hyundai]), health: .connected), at: 305)
        run(screen)
        #expect(screen.state(at: 311)?.rows.map(\.sourceMark) == ["", "", "", ""])
        let switched = try #require(screen.state(at: 312))
        #expect(switched.rows.map(\.code) == [Listings.kakaoBank.code.rawValue, Listings.hyundai.code.rawValue])
        #expect(switched.rows.map(\.sourceMark) == ["●", "○"])
        #expect(switched.feed.sourceCounts == "live 1 · polled 1")
    }

    @Test func codesOfAnotherWatchlistAreNotCounted() throws {
        let screen = WatchlistScreen([Self.main], realtime: true)
        var sources = Self.sources([Listings.samsung, Listings.hynix, Listings.naver, Listings.kakao])
        sources[Listings.kakaoBank.code] = .polled
        screen.status(QuoteFeedStatus(sources: sources, health: .connected), at: 210)
        run(screen)
        #expect(screen.state(at: 211)?.feed.sourceCounts == "live 4")
    }

    @Test func aDroppedSocketShowsItsReasonAndCountsDownToTheRetry() throws {
        let screen = WatchlistScreen([Self.main], realtime: true)
        let polled = Self.sources([], polled: [Listings.samsung, Listings.hynix, Listings.naver, Listings.kakao])
        screen.status(QuoteFeedStatus(sources: polled, health: .down(reason: "the server closed the connection", retryAt: Self.date(260))), at: 210)
        let live = Self.sources([Listings.samsung, Listings.hynix, Listings.naver, Listings.kakao])
        screen.status(QuoteFeedStatus(sources: live, health: .connected), at: 265)
        run(screen)
        let down = try #require(screen.state(at: 211))
        #expect(down.feed.isRealtimeDown)
        #expect(down.feed.realtimeProblem == "real-time down: the server closed the connection")
        #expect(down.feed.realtimeRetryInSeconds == 5)
        #expect(down.feed.sourceCounts == "live 0 · polled 4")
        #expect(screen.state(at: 231)?.feed.realtimeRetryInSeconds == 3)
        let back = try #require(screen.state(at: 266))
        #expect(!back.feed.isRealtimeDown)
        #expect(back.feed.realtimeProblem == nil)
        #expect(back.feed.realtimeRetryInSeconds == nil)
        #expect(back.feed.sourceCounts == "live 4")
    }

    @Test func realtimeTurnedOffSaysWhyWithoutCountingDown() throws {
        let screen = WatchlistScreen([Self.main], realtime: true)
        let polled = Self.sources([], polled: [Listings.samsung, Listings.hynix, Listings.naver, Listings.kakao])
        screen.status(QuoteFeedStatus(sources: polled, health: .off(reason: "--no-realtime")), at: 210)
        run(screen)
        let state = try #require(screen.state(at: 211))
        #expect(state.feed.realtimeProblem == "real-time off: --no-realtime")
        #expect(!state.feed.isRealtimeDown)
        #expect(state.feed.realtimeRetryInSeconds == nil)
    }

    @Test func theRowsOnScreenReachTheFeedOnlyWhenTheyChange() throws {
        let screen = WatchlistScreen([Self.main], realtime: true)
        let top = [Listings.samsung.code, Listings.hynix.code]
        let scrolled = [Listings.hynix.code, Listings.naver.code]
        screen.show(top, at: 205)
        screen.show(top, at: 206)
        screen.show(scrolled, at: 207)
        screen.show(scrolled, at: 208)
        screen.show(top, at: 209)
        run(screen)
        #expect(screen.realtime?.received == [top, scrolled, top])
    }

    @Test func aFeedWithoutRealtimeShowsNoMarksOrCounts() throws {
        let screen = WatchlistScreen([Self.main])
        screen.show([Listings.samsung.code], at: 205)
        screen.quote(Listings.samsung, price: 71_500, base: 70_300, at: 210)
        run(screen)
        let state = try #require(screen.state(at: 211))
        #expect(state.rows[0].hasQuote)
        #expect(state.rows.allSatisfy { $0.sourceMark.isEmpty })
        #expect(state.feed.sourceCounts == nil)
        #expect(state.feed.realtimeProblem == nil)
    }
}
