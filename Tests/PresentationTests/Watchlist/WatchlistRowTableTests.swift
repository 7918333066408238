// The watchlist's row table alone: a new row's source mark, ageing, and when flashes end.

import Domain
import DomainTestDoubles
import Foundation
@testable import Presentation
import Testing

@Suite("WatchlistRowTable")
struct WatchlistRowTableTests {
    private static let code = StockCode("005930")!
    private static let start = Date(timeIntervalSince1970: 1_000)

    private static func row(price: Int) -> WatchlistQuoteRow {
        WatchlistQuoteRow(code: code, stock: nil, storedName: "삼성전자", quote: .of(code, price: price, base: 70_000))
    }

    @Test("a row made after the feed named its source starts with that source")
    func newRowTakesTheFeedsSource() {
        var table = WatchlistRowTable(staleAfter: 10, flashDuration: 0.5)
        _ = table.take(Self.row(price: 70_000), at: Self.start, feedSources: [Self.code: .live])
        #expect(table[Self.code]?.source == .live)
        _ = table.take(Self.row(price: 70_100), at: Self.start, feedSources: [Self.code: .polled])
        #expect(table[Self.code]?.source == .live, "only a new row takes the source; a status marks existing rows")
        table.mark([Self.code: .polled])
        #expect(table[Self.code]?.source == .polled)
    }

    @Test("one pass ends flashes at a time: the first flash schedules it, later ones wait for it")
    func oneFlashPassAtATime() {
        var table = WatchlistRowTable(staleAfter: 10, flashDuration: 0.5)
        let first = table.take(Self.row(price: 70_000), at: Self.start, feedSources: [:])
        #expect(first == nil, "a first quote does not flash")
        let changed = table.take(Self.row(price: 70_100), at: Self.start.addingTimeInterval(1), feedSources: [:])
        #expect(changed == 0.5)
        #expect(table.isFlashExpiryPending)
        let changedAgain = table.take(Self.row(price: 70_200), at: Self.start.addingTimeInterval(1.2), feedSources: [:])
        #expect(changedAgain == nil)
    }

    @Test("a pass ends the flashes that lasted their time and schedules the next no sooner than a step")
    func flashPassEndsAndReschedules() {
        var table = WatchlistRowTable(staleAfter: 10, flashDuration: 0.5)
        _ = table.take(Self.row(price: 70_000), at: Self.start, feedSources: [:])
        _ = table.take(Self.row(price: 70_100), at: Self.start.addingTimeInterval(1), feedSources: [:])
        let early = table.expireFlashes(at: Self.start.addingTimeInterval(1.4))
        #expect(early == WatchlistRowTable.flashExpiryStep)
        #expect(table[Self.code]?.flash != nil)
        let due = table.expireFlashes(at: Self.start.addingTimeInterval(1.5))
        #expect(due == nil)
        #expect(table[Self.code]?.flash == nil)
        #expect(!table.isFlashExpiryPending)
    }

    @Test("a row without a quote for staleAfter seconds goes stale on the clock's tick")
    func ageing() {
        var table = WatchlistRowTable(staleAfter: 10, flashDuration: 0.5)
        _ = table.take(Self.row(price: 70_000), at: Self.start, feedSources: [:])
        table.age(at: Self.start.addingTimeInterval(9))
        #expect(table[Self.code]?.isStale == false)
        table.age(at: Self.start.addingTimeInterval(10))
        #expect(table[Self.code]?.isStale == true)
    }
}
