// The KRX short code: six characters of 0-9 / A-Z, compared, hashed and ordered by its text.

import Domain
import Foundation
import Testing

@Suite struct StockCodeTests {
    @Test func sixDigitsOrCapitalsAreACode() {
        #expect(StockCode("005930")?.rawValue == "005930")
        #expect(StockCode("0126Z0")?.rawValue == "0126Z0")
        #expect(StockCode("  035720\n")?.rawValue == "035720")
    }

    @Test func anythingElseIsNot() {
        for raw in ["", "05930", "0059300", "005930x", "00593a", "삼성전자", "00593٣", "005 30", "ＡＢＣＤＥＦ"] {
            #expect(StockCode(raw) == nil, "\(raw)")
        }
        #expect(throws: StockCode.ValidationError.malformed("12345")) { try StockCode(validating: "12345") }
    }

    @Test func equalCodesAreEqualAndHashAlikeWhateverTheirSpelling() throws {
        let plain = try #require(StockCode("005930"))
        let trimmed = try #require(StockCode(" 005930 "))
        #expect(plain == trimmed)
        #expect(plain.hashValue == trimmed.hashValue)
        #expect(plain != StockCode("005935"))
        #expect(Set([plain, trimmed, StockCode("000660")!]).count == 2)
    }

    @Test func codesOrderAsTheirTexts() {
        let texts = ["Q00040", "005930", "0126Z0", "000660", "ZZZZZZ", "012600", "A00000", "999999"]
        let codes = texts.compactMap { StockCode($0) }
        #expect(codes.sorted().map(\.rawValue) == texts.sorted())
    }

    @Test func aCodeIsStoredAsItsText() throws {
        let code = try #require(StockCode("0126Z0"))
        let data = try JSONEncoder().encode([code])
        #expect(String(decoding: data, as: UTF8.self) == "[\"0126Z0\"]")
        #expect(try JSONDecoder().decode([StockCode].self, from: data) == [code])
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([StockCode].self, from: Data("[\"0126z0\"]".utf8)) }
    }
}
