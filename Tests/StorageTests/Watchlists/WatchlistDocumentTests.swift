// The watchlists document's optional stored names: written when present, absent in older files, validated.

import Domain
@testable import Storage
import Testing

@Suite struct WatchlistDocumentTests {
    private static let samsung = StockCode("005930")!
    private static let deokyang = StockCode("0001A0")!

    private static func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    @Test func storedNamesGoRoundTheFile() throws {
        let list = Watchlist(id: WatchlistID("a"), name: "관심종목", codes: [Self.samsung, Self.deokyang], storedNames: [Self.deokyang: "덕양에너젠"])
        let bytes = try WatchlistDocument.encode([list])
        #expect(Self.text(bytes).contains("\"names\" : {\n        \"0001A0\" : \"덕양에너젠\""))
        #expect(try WatchlistDocument.decode(bytes) == [list])
    }

    @Test func aListWithoutNamesIsWrittenAsBefore() throws {
        let list = Watchlist(id: WatchlistID("a"), name: "관심종목", codes: [Self.samsung])
        let bytes = try WatchlistDocument.encode([list])
        #expect(!Self.text(bytes).contains("names"))
        #expect(try WatchlistDocument.decode(bytes) == [list])
    }

    @Test func aFileWrittenBeforeNamesReadsWithoutNames() throws {
        let old = #"{"version": 1, "watchlists": [{"id": "a", "name": "관심종목", "codes": ["005930", "0001A0"]}]}"#
        #expect(try WatchlistDocument.decode(Array(old.utf8)) == [Watchlist(id: WatchlistID("a"), name: "관심종목", codes: [Self.samsung, Self.deokyang])])
    }

    @Test func badStoredNamesAreRefusedAndNamesOfOtherCodesDropped() throws {
        func document(_ names: String) -> [UInt8] {
            Array(#"{"version": 1, "watchlists": [{"id": "a", "name": "관심종목", "codes": ["005930"], "names": \#(names)}]}"#.utf8)
        }
        #expect(throws: WatchlistDocumentError.invalidCode("5930", watchlist: "관심종목")) { try WatchlistDocument.decode(document(#"{"5930": "삼성전자"}"#)) }
        #expect(throws: WatchlistDocumentError.blankField("names.005930")) { try WatchlistDocument.decode(document(#"{"005930": " "}"#)) }
        #expect(try WatchlistDocument.decode(document(#"{"000660": "SK하이닉스"}"#)).first?.storedNames == [:])
        #expect(try WatchlistDocument.decode(document(#"{"005930": "삼성전자"}"#)).first?.storedNames == [Self.samsung: "삼성전자"])
    }
}
