// Tests of the catalog table parser: good tables, and each kind of bad row named by its line.

import Domain
import MarketData
import Testing

@Suite struct StockCatalogTableTests {
    private let header = StockCatalogTable.header

    private func table(_ rows: String...) -> String {
        ([header] + rows).joined(separator: "\n") + "\n"
    }

    @Test func parsesRowsInOrder() throws {
        let entries = try StockCatalogTable.parse(table(
            "005930\t삼성전자\tSamsung Electronics Co., Ltd.\tKOSPI\t299500",
            "247540\t에코프로비엠\tEcopro BM Co., Ltd.\tKOSDAQ\t270500"
        ))
        #expect(entries == [
            CatalogEntry(
                stock: Stock(code: StockCode("005930")!, nameKorean: "삼성전자", nameEnglish: "Samsung Electronics Co., Ltd.", market: .kospi),
                referencePrice: 299_500
            ),
            CatalogEntry(
                stock: Stock(code: StockCode("247540")!, nameKorean: "에코프로비엠", nameEnglish: "Ecopro BM Co., Ltd.", market: .kosdaq),
                referencePrice: 270_500
            ),
        ])
    }

    @Test func acceptsWindowsLineEndingsAndNoFinalLineBreak() throws {
        let text = header + "\r\n" + "005930\t삼성전자\tSamsung\tKOSPI\t299500"
        #expect(try StockCatalogTable.parse(text).map(\.referencePrice) == [299_500])
    }

    @Test(arguments: [
        ("005930\t삼성전자\tSamsung\tKOSPI", 2, "expected 5 tab-separated columns"),
        ("005930\t삼성전자\tSamsung\tKOSPI\t1\textra", 2, "found 6"),
        ("05930\t삼성전자\tSamsung\tKOSPI\t299500", 2, "\"05930\" is not a stock code"),
        ("005930 \t삼성전자\tSamsung\tKOSPI\t299500", 2, "is not a stock code"),
        ("00593a\t삼성전자\tSamsung\tKOSPI\t299500", 2, "is not a stock code"),
        ("005930\t\tSamsung\tKOSPI\t299500", 2, "Korean name of 005930"),
        ("005930\t삼성전자\t \tKOSPI\t299500", 2, "English name of 005930"),
        ("005930\t삼성전자\tSamsung\tKOSPY\t299500", 2, "market must be KOSPI or KOSDAQ, not \"KOSPY\""),
        ("005930\t삼성전자\tSamsung\tKOSPI\t0", 2, "positive whole number"),
        ("005930\t삼성전자\tSamsung\tKOSPI\t-5", 2, "not \"-5\""),
        ("005930\t삼성전자\tSamsung\tKOSPI\t2995.5", 2, "not \"2995.5\""),
        ("005930\t삼성전자\tSamsung\tKOSPI\t", 2, "not \"\""),
        ("", 2, "expected 5 tab-separated columns"),
    ])
    func rejectsBadRow(row: String, line: Int, reason: String) {
        #expect {
            try StockCatalogTable.parse(table(row))
        } throws: { error in
            let failure = error as? CatalogParseError
            return failure?.line == line && failure?.message.contains(reason) == true
        }
    }

    @Test func namesTheLineOfALaterBadRow() {
        let text = table(
            "005930\t삼성전자\tSamsung\tKOSPI\t299500",
            "000660\tSK하이닉스\tSK hynix\tKOSPI\t2289000",
            "035420\tNAVER\tNAVER\tNASDAQ\t205000"
        )
        #expect(throws: CatalogParseError(line: 4, reason: "market must be KOSPI or KOSDAQ, not \"NASDAQ\".")) {
            try StockCatalogTable.parse(text)
        }
    }

    @Test func rejectsADuplicateCodeNamingBothLines() {
        let text = table(
            "005930\t삼성전자\tSamsung\tKOSPI\t299500",
            "000660\tSK하이닉스\tSK hynix\tKOSPI\t2289000",
            "005930\t삼성전자\tSamsung again\tKOSPI\t299500"
        )
        #expect(throws: CatalogParseError(line: 4, reason: "code 005930 is already on line 2.")) {
            try StockCatalogTable.parse(text)
        }
    }

    @Test func rejectsAWrongOrMissingHeader() {
        #expect(throws: CatalogParseError.self) { try StockCatalogTable.parse("005930\t삼성전자\tSamsung\tKOSPI\t299500\n") }
        #expect(throws: CatalogParseError.self) { try StockCatalogTable.parse("") }
        let error = #expect(throws: CatalogParseError.self) { try StockCatalogTable.parse("code\tname\n") }
        #expect(error?.line == 1)
        #expect(error?.message.contains("code\\tname_ko\\tname_en\\tmarket\\treference_price_krw") == true)
    }

    @Test func rejectsATableWithoutStocks() {
        #expect(throws: CatalogParseError(line: 2, reason: "the catalog has no stocks.")) {
            try StockCatalogTable.parse(header + "\n")
        }
    }

    @Test func rejectsABlankLineInTheMiddle() {
        let text = table("005930\t삼성전자\tSamsung\tKOSPI\t299500", "", "000660\tSK하이닉스\tSK hynix\tKOSPI\t2289000")
        let error = #expect(throws: CatalogParseError.self) { try StockCatalogTable.parse(text) }
        #expect(error?.line == 3)
    }
}
