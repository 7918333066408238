// A row's name and marks: the catalog's name, the stored name of a stock no longer listed, a rename.

import Domain
import Foundation
@testable import Presentation
import Testing

@Suite("WatchlistRow")
struct WatchlistRowTests {
    private static let code = StockCode("0001A0")!
    private static let stock = Stock(code: code, nameKorean: "덕양에너젠", nameEnglish: "DEOKYANG ENERGEN CORPORATION", market: .kosdaq)

    @Test("a listed stock is named by the catalog and not marked")
    func listed() {
        let row = WatchlistRow(code: Self.code, stock: Self.stock, storedName: "덕양에너젠")
        #expect(row.name == "덕양에너젠")
        #expect(!row.isUnlisted)
        #expect(row.formerName == nil)
    }

    @Test("a stock no longer listed keeps the stored name and is marked unlisted")
    func unlisted() {
        let row = WatchlistRow(code: Self.code, stock: nil, storedName: "덕양에너젠")
        #expect(row.name == "덕양에너젠")
        #expect(row.isUnlisted)
        let unnamed = WatchlistRow(code: Self.code, stock: nil, storedName: nil)
        #expect(unnamed.name == "0001A0")
        #expect(unnamed.isUnlisted)
    }

    @Test("a renamed stock shows the new name and keeps the old one")
    func renamed() {
        let row = WatchlistRow(code: Self.code, stock: Self.stock, storedName: "덕양산업")
        #expect(row.name == "덕양에너젠")
        #expect(row.formerName == "덕양산업")
    }
}

@Suite("WatchlistRow figures")
struct WatchlistRowFigureTests {
    private static let stock = Stock(code: StockCode("005930")!, nameKorean: "삼성전자", nameEnglish: "Samsung Electronics", market: .kospi)
    private static let time = Date(timeIntervalSince1970: 0)

    /// Issue 30's finding: a Nextrade stock's after-market trades (to 20:00) were all drawn in the last slot of
    /// the row's 09:00–15:30 sparkline, one block at its right edge. The row's line stops at KRX's close.
    @Test("the sparkline ends with the closing minute's trade: later trades (Nextrade's after-market) are not on it")
    func sparklineStopsAtTheClose() {
        var row = WatchlistRow(code: Self.stock.code, stock: Self.stock)
        for (minutes, price) in [(0, 71_000), (390, 71_500), (391, 72_000), (630, 75_000)] {
            row.apply(.of(Self.stock, price: price, base: 71_000, time: Self.time.addingTimeInterval(Double(minutes) * 60)), receivedAt: Self.time)
        }
        #expect(row.path.prices.count == 78)
        #expect(row.path.prices.last == 71_500, "15:30's closing auction, not 15:31's or 19:30's trade")
        #expect(row.price == "75,000", "the row's price is still the last trade")
    }

    @Test("a quote with no trade today shows the price and — in every other figure cell")
    func noTradeYet() {
        var row = WatchlistRow(code: Self.stock.code, stock: Self.stock)
        row.apply(.of(Self.stock, price: 71_500, base: 71_500, volume: 0), receivedAt: Self.time)
        #expect(row.price == "71,500")
        #expect([row.change, row.changeRate, row.volume, row.high, row.low] == Array(repeating: WatchlistRow.unknown, count: 5))
        #expect([row.tradedValue, row.open] == [WatchlistRow.unknown, WatchlistRow.unknown])
        #expect(row.previousClose == "71,500")
        #expect(row.changeMarker.isEmpty)
        #expect(!row.hasTradedToday)
    }

    @Test("the first trade fills the figures")
    func firstTrade() {
        var row = WatchlistRow(code: Self.stock.code, stock: Self.stock)
        row.apply(.of(Self.stock, price: 71_500, base: 71_500, volume: 0), receivedAt: Self.time)
        row.apply(.of(Self.stock, price: 71_600, base: 71_500, volume: 10), receivedAt: Self.time)
        #expect([row.change, row.changeRate, row.volume] == ["+100", "+0.14%", "10"])
        #expect([row.tradedValue, row.open, row.previousClose] == ["71만", "71,500", "71,500"])
        #expect(row.hasTradedToday)
    }

    @Test("every figure follows its quote, whichever of them the next one changes")
    func eachFigureFollowsItsQuote() {
        var row = WatchlistRow(code: Self.stock.code, stock: Self.stock)
        row.apply(.of(Self.stock, price: 71_600, base: 71_500, volume: 10), receivedAt: Self.time)
        // The same price on a new base: change and rate move, the price text stays.
        row.apply(.of(Self.stock, price: 71_600, base: 71_000, volume: 20), receivedAt: Self.time)
        #expect([row.price, row.change, row.changeRate, row.volume] == ["71,600", "+600", "+0.85%", "20"])
        #expect([row.open, row.high, row.low, row.previousClose] == ["71,000", "71,600", "71,000", "71,000"])
        // The trade called off (volume 0 again, nothing else changed): every traded figure is unknown.
        row.apply(.of(Self.stock, price: 71_600, base: 71_000, volume: 0), receivedAt: Self.time)
        #expect([row.change, row.changeRate, row.volume, row.open] == Array(repeating: WatchlistRow.unknown, count: 4))
        #expect([row.price, row.previousClose] == ["71,600", "71,000"])
        // And back: the figures return though none of their numbers changed.
        row.apply(.of(Self.stock, price: 71_600, base: 71_000, volume: 20), receivedAt: Self.time)
        #expect([row.change, row.changeRate, row.volume, row.open] == ["+600", "+0.85%", "20", "71,000"])
    }
}

@Suite("WatchlistRow copies")
struct WatchlistRowCopyTests {
    private static let stock = Stock(code: StockCode("005930")!, nameKorean: "삼성전자", nameEnglish: "Samsung Electronics", market: .kospi)

    @Test("a copy keeps its figures when the original takes a quote, ages or is marked (the shared fields are copied on write)")
    func copiesAreIndependent() {
        var row = WatchlistRow(code: Self.stock.code, stock: Self.stock)
        row.apply(.of(Self.stock, price: 71_500, base: 71_000, volume: 10), receivedAt: Date(timeIntervalSince1970: 0))
        let kept = row
        row.apply(.of(Self.stock, price: 72_000, base: 71_000, volume: 20), receivedAt: Date(timeIntervalSince1970: 1))
        row.age(at: Date(timeIntervalSince1970: 100), staleAfter: 10, tradingSince: .distantPast)
        row.hasFiredAlert = true
        #expect([kept.price, kept.volume, kept.age] == ["71,500", "10", "0s"])
        #expect(kept.flash == nil && !kept.isStale && !kept.hasFiredAlert)
        #expect([row.price, row.volume] == ["72,000", "20"])
        #expect(row.isStale && row.hasFiredAlert && row.flash != nil)
        #expect(kept != row)
    }

    @Test("rows with the same figures are equal and hash alike, whether or not they share their fields")
    func equality() {
        var first = WatchlistRow(code: Self.stock.code, stock: Self.stock)
        var second = WatchlistRow(code: Self.stock.code, stock: Self.stock)
        let quote = Quote.of(Self.stock, price: 71_500, base: 71_000, volume: 10)
        first.apply(quote, receivedAt: Date(timeIntervalSince1970: 0))
        second.apply(quote, receivedAt: Date(timeIntervalSince1970: 0))
        #expect(first == second)
        #expect(first.hashValue == second.hashValue)
        var later = WatchlistRow(code: Self.stock.code, stock: Self.stock)
        later.apply(quote, receivedAt: Date(timeIntervalSince1970: 1))
        #expect(first != later, "the same quote received later: only when it arrived differs")
        second.age(at: Date(timeIntervalSince1970: 5), staleAfter: 10, tradingSince: .distantPast)
        #expect(first != second, "aged: the same arrival, other figures")
    }
}
