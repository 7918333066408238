// The watched-watchlist state: quotes fill rows in order, failures stay on their row or the feed.

import Domain
import Foundation
import Testing

@Suite("WatchlistQuotes")
struct WatchlistQuotesTests {
    static let watchlist = Watchlist(
        id: WatchlistID("w"), name: "관심종목", codes: [SampleCatalog.kakao.code, SampleCatalog.naver.code]
    )
    static let initial = WatchlistQuotes(
        watchlist: watchlist, stocks: [SampleCatalog.kakao.code: SampleCatalog.kakao, SampleCatalog.naver.code: SampleCatalog.naver]
    )

    static func quote(_ stock: Stock, price: Int) -> Quote {
        Quote(
            code: stock.code, price: price, change: 0, sign: .flat, changeRate: 0, volume: 0, tradedValue: 0,
            open: price, high: price, low: price, upperLimit: price, lowerLimit: price, basePrice: price,
            time: Date(timeIntervalSince1970: 0)
        )
    }

    @Test("the initial state has every row in order and no quotes")
    func initialState() {
        #expect(Self.initial.rows.map(\.stock) == [SampleCatalog.kakao, SampleCatalog.naver])
        #expect(Self.initial.rows.map(\.code) == Self.watchlist.codes)
        #expect(Self.initial.rows.allSatisfy { $0.quote == nil && $0.failure == nil })
        #expect(Self.initial.changedRows == nil)
    }

    @Test("a quote fills its row and clears that row's failure and the feed failure")
    func quoteFillsRow() {
        let naverDown = QuoteFeedFailure(code: SampleCatalog.naver.code, message: "slow")
        let feedDown = QuoteFeedFailure(code: nil, message: "offline", retryAfter: 5)
        var failed = Self.initial
        failed.apply(.failure(naverDown))
        failed.apply(.failure(feedDown))
        #expect(failed.rows[1].failure == naverDown)
        #expect(failed.feedFailure == feedDown)
        #expect(failed.changedRows == nil)
        let quote = Self.quote(SampleCatalog.naver, price: 205_000)
        var next = failed
        _ = next.takeChanges()
        next.apply(.quote(quote))
        #expect(next.rows[1].quote == quote)
        #expect(next.rows[1].failure == nil)
        #expect(next.feedFailure == nil)
        #expect(next.changedRows == [1])
        #expect(next.rows[0] == WatchlistQuoteRow(code: SampleCatalog.kakao.code, stock: SampleCatalog.kakao))
    }

    @Test("a later quote replaces the earlier one; a failure keeps the last quote")
    func replaces() {
        let first = Self.quote(SampleCatalog.kakao, price: 40_100)
        let second = Self.quote(SampleCatalog.kakao, price: 40_150)
        let failure = QuoteFeedFailure(code: SampleCatalog.kakao.code, message: "rate limited", retryAfter: 1)
        var state = Self.initial
        _ = state.takeChanges()
        state.apply(.quote(first))
        state.apply(.quote(second))
        state.apply(.failure(failure))
        #expect(state.rows[0].quote == second)
        #expect(state.rows[0].failure == failure)
        #expect(state.changedRows == [0])
    }

    @Test("applied in place, changes accumulate until taken; a feed-wide failure means every row")
    func accumulatedChanges() {
        var state = Self.initial
        #expect(state.takeChanges().changedRows == nil, "the initial state: every row")
        state.apply(.quote(Self.quote(SampleCatalog.kakao, price: 40_100)))
        state.apply(.quote(Self.quote(SampleCatalog.naver, price: 205_000)))
        state.apply(.quote(StockCode("999999").map { code in Quote(code: code, price: 1, change: 0, sign: .flat, changeRate: 0, volume: 0, tradedValue: 0, open: 1, high: 1, low: 1, upperLimit: 1, lowerLimit: 1, basePrice: 1, time: Date(timeIntervalSince1970: 0)) }!))
        let taken = state.takeChanges()
        #expect(taken.changedRows == [0, 1], "a code outside the watchlist changes nothing")
        #expect(taken.rows[1].quote?.price == 205_000)
        #expect(state.changedRows == [], "counted afresh after taking")
        state.apply(.failure(QuoteFeedFailure(code: nil, message: "offline")))
        state.apply(.quote(Self.quote(SampleCatalog.kakao, price: 40_200)))
        #expect(state.takeChanges().changedRows == nil)
        #expect(taken.rows[0].quote?.price == 40_100, "a state taken keeps its rows when the state goes on")
    }

    @Test("a code the catalog does not know still gets its row, without a stock")
    func unknownCode() {
        let watchlist = Watchlist(id: WatchlistID("x"), name: "x", codes: [StockCode("999999")!, SampleCatalog.kakao.code])
        let state = WatchlistQuotes(watchlist: watchlist, stocks: [SampleCatalog.kakao.code: SampleCatalog.kakao])
        #expect(state.rows.map(\.code) == watchlist.codes)
        #expect(state.rows.map(\.stock) == [nil, SampleCatalog.kakao])
    }

    @Test("events for codes outside the watchlist change nothing")
    func foreignCode() {
        var state = Self.initial
        _ = state.takeChanges()
        state.apply(.quote(Self.quote(SampleCatalog.skHynix, price: 1)))
        #expect(state.rows == Self.initial.rows)
        #expect(state.feedFailure == nil)
        #expect(state.changedRows == [], "no row changed")
    }
}
