// A row's name and marks: the catalog's name, the stored name of a stock no longer listed, a rename.

import Domain
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
