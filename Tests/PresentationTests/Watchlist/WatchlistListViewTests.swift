// The watchlist pane's order, filter and selection alone, over a row table.

import DisplayText
import Domain
import DomainTestDoubles
import Foundation
@testable import Presentation
import Testing

@Suite("WatchlistListView")
struct WatchlistListViewTests {
    private static let samsung = Stock(code: StockCode("005930")!, nameKorean: "삼성전자", nameEnglish: "Samsung Electronics", market: .kospi)
    private static let hynix = Stock(code: StockCode("000660")!, nameKorean: "SK하이닉스", nameEnglish: "SK hynix", market: .kospi)
    private static let naver = Stock(code: StockCode("035420")!, nameKorean: "NAVER", nameEnglish: "NAVER", market: .kospi)
    private static let time = Date(timeIntervalSince1970: 0)

    /// The three stocks in list order, with their change rates: +1 %, +3 %, -2 %.
    private static func listed() -> (WatchlistListView, WatchlistRowTable) {
        let quoteRows = [(samsung, 70_700), (hynix, 103_000), (naver, 98_000)].map { stock, price in
            WatchlistQuoteRow(code: stock.code, stock: stock, quote: .of(stock, price: price, base: stock == samsung ? 70_000 : 100_000))
        }
        var table = WatchlistRowTable(staleAfter: 10, flashDuration: 0.5)
        for row in quoteRows { _ = table.take(row, at: time, quoted: true, feedSources: [:]) }
        var list = WatchlistListView()
        list.take(quoteRows)
        list.refreshFilterMatches(rows: table)
        return (list, table)
    }

    @Test("the selection stays on its stock when the sort reorders the rows")
    func selectionFollowsItsStock() {
        var (list, rows) = Self.listed()
        list.moveSelection(.down)
        #expect(list.shownSelectedCode == Self.hynix.code)
        list.cycleSort(rows: rows)
        #expect(list.sort == .changeRate)
        #expect(list.visibleCodes == [Self.hynix.code, Self.samsung.code, Self.naver.code])
        #expect(list.shownSelectedCode == Self.hynix.code)
        list.reverseSort(rows: rows)
        #expect(list.visibleCodes == [Self.naver.code, Self.samsung.code, Self.hynix.code])
        #expect(list.shownSelectedCode == Self.hynix.code)
    }

    @Test("moving the selection stops at the ends")
    func selectionStopsAtTheEnds() {
        var (list, _) = Self.listed()
        list.moveSelection(.up)
        #expect(list.shownSelection == 0)
        list.moveSelection(.pageDown(rows: 10))
        #expect(list.shownSelection == 2)
    }

    @Test("a filtered-out selection is shown at the position it had")
    func filteredOutSelection() {
        var (list, rows) = Self.listed()
        list.moveSelection(.bottom)
        _ = list.editFilter(.begin, rows: rows)
        _ = list.editFilter(.edit(.insert("삼성")), rows: rows)
        #expect(list.visibleCodes == [Self.samsung.code])
        #expect(list.shownSelectedCode == Self.samsung.code)
        #expect(list.selectedCode == Self.naver.code, "the stock chosen stays chosen for when the filter is cleared")
        _ = list.editFilter(.clear, rows: rows)
        #expect(list.shownSelectedCode == Self.naver.code)
    }

    @Test("quotes only mark a figure sort stale; the current order is computed from the rows")
    func staleOrder() {
        var (list, rows) = Self.listed()
        list.cycleSort(rows: rows)
        #expect(list.visibleCodes == [Self.hynix.code, Self.samsung.code, Self.naver.code])
        _ = rows.take(
            WatchlistQuoteRow(code: Self.naver.code, stock: Self.naver, quote: .of(Self.naver, price: 105_000, base: 100_000)),
            at: Self.time, quoted: true, feedSources: [:]
        )
        list.quotesChanged()
        #expect(list.isOrderStale)
        #expect(list.visibleCodes.first == Self.hynix.code)
        #expect(list.currentOrder(rows: rows) == [Self.naver.code, Self.hynix.code, Self.samsung.code])
        list.refreshIfStale(rows: rows)
        #expect(!list.isOrderStale)
        #expect(list.visibleCodes.first == Self.naver.code)
    }

    @Test("in list order, quotes do not make the order stale")
    func listOrderIsNeverStale() {
        var (list, _) = Self.listed()
        list.quotesChanged()
        #expect(!list.isOrderStale)
    }
}
