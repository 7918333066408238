// Tests of the catalog table parser: good tables, and each kind of bad row named by its line.

import Domain
import MarketData
import Testing

@Suite struct StockCatalogTableTests {
    private let header = StockCatalogTable.header
    private static let samsung = "005930\tKR7005930003\t삼성전자\tSamsung Electronics Co., Ltd.\tKOSPI\tstock\t보통주\t1975-06-11\t299500\t2026-11\t5846278000"

    private func table(_ rows: String...) -> String {
        ([header] + rows).joined(separator: "\n") + "\n"
    }

    /// The Samsung row with column `index` replaced by `value`.
    private static func samsung(replacing index: Int, with value: String) -> String {
        var fields = samsung.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        fields[index] = value
        return fields.joined(separator: "\t")
    }

    @Test func parsesRowsInOrderWithEveryColumn() throws {
        let entries = try StockCatalogTable.parse(table(
            Self.samsung,
            "0001A0\tKR70001A0001\t덕양에너젠\tDEOKYANG ENERGEN CORPORATION\tKOSDAQ\tstock\t보통주\t2026-01-30\t\t\t25468000",
            "00104K\tKR700104K010\tCJ4우(전환)\tCJ(4PC)\tKOSPI\tstock\t신형우선주\t2019-08-09\t81500\t2021-01-22\t4226000",
            "069500\tKR7069500007\tKODEX 200\tSAMSUNG KODEX200 ETF\tKOSPI\tetf\t보통주\t2002-10-14\t99265\t2026-08-11\t233600000",
            "500023\tKRG502400234\t신한 콩 선물 ETN(H)\t\tKOSPI\tetn\t보통주\t\t13125\t2026-08-11\t2000000"
        ))
        #expect(entries == [
            CatalogEntry(
                stock: Stock(code: StockCode("005930")!, nameKorean: "삼성전자", nameEnglish: "Samsung Electronics Co., Ltd.", market: .kospi),
                isin: "KR7005930003", listingDate: CalendarDay(year: 1975, month: 6, day: 11)!,
                referencePrice: 299_500, referenceDate: "2026-11", listedShares: 5_846_278_000
            ),
            CatalogEntry(
                stock: Stock(code: StockCode("0001A0")!, nameKorean: "덕양에너젠", nameEnglish: "DEOKYANG ENERGEN CORPORATION", market: .kosdaq),
                isin: "KR70001A0001", listingDate: CalendarDay(year: 2026, month: 1, day: 30)!,
                referencePrice: nil, referenceDate: nil, listedShares: 25_468_000
            ),
            CatalogEntry(
                stock: Stock(
                    code: StockCode("00104K")!, nameKorean: "CJ4우(전환)", nameEnglish: "CJ(4PC)", market: .kospi,
                    shareKind: .newPreferred
                ),
                isin: "KR700104K010", listingDate: CalendarDay(year: 2019, month: 8, day: 9)!,
                referencePrice: 81_500, referenceDate: "2021-01-22", listedShares: 4_226_000
            ),
            CatalogEntry(
                stock: Stock(code: StockCode("069500")!, nameKorean: "KODEX 200", nameEnglish: "SAMSUNG KODEX200 ETF", market: .kospi, kind: .etf),
                isin: "KR7069500007", listingDate: CalendarDay(year: 2002, month: 10, day: 14)!,
                referencePrice: 99_265, referenceDate: "2026-08-11", listedShares: 233_600_000
            ),
            CatalogEntry(
                stock: Stock(code: StockCode("500023")!, nameKorean: "신한 콩 선물 ETN(H)", nameEnglish: "", market: .kospi, kind: .etn),
                isin: "KRG502400234", listingDate: nil, referencePrice: 13_125, referenceDate: "2026-08-11", listedShares: 2_000_000
            ),
        ])
    }

    @Test func acceptsWindowsLineEndingsAndNoFinalLineBreak() throws {
        let text = header + "\r\n" + Self.samsung
        #expect(try StockCatalogTable.parse(text).map(\.referencePrice) == [299_500])
    }

    @Test(arguments: [
        (samsung(replacing: 10, with: "5846278000\textra"), "found 12"),
        (samsung(replacing: 0, with: "05930"), "\"05930\" is not a stock code"),
        (samsung(replacing: 0, with: "005930 "), "is not a stock code"),
        (samsung(replacing: 0, with: "00593a"), "is not a stock code"),
        (samsung(replacing: 1, with: "KR700593000"), "the ISIN of 005930 must be 12 characters"),
        (samsung(replacing: 2, with: ""), "Korean name of 005930"),
        (samsung(replacing: 3, with: " "), "English name of 005930"),
        (samsung(replacing: 4, with: "KOSPY"), "market must be KOSPI, KOSDAQ, KOSDAQ GLOBAL, not \"KOSPY\""),
        (samsung(replacing: 5, with: "주권"), "kind must be stock, etf, etn, reit, infrastructure fund, investment company, public fund, foreign share, depositary receipt, not \"주권\""),
        (samsung(replacing: 6, with: "우선주"), "share_kind must be 보통주, 구형우선주, 신형우선주, 종류주권, not \"우선주\""),
        (samsung(replacing: 7, with: "1975-02-30"), "listed must be empty or a date"),
        (samsung(replacing: 7, with: "19750611"), "listed must be empty or a date"),
        (samsung(replacing: 10, with: ""), "listed_shares must be a whole number"),
        (samsung(replacing: 10, with: "-1"), "listed_shares must be a whole number, not \"-1\""),
        (samsung(replacing: 8, with: "0"), "positive whole number"),
        (samsung(replacing: 8, with: "-5"), "not \"-5\""),
        (samsung(replacing: 8, with: "2995.5"), "not \"2995.5\""),
        (samsung(replacing: 8, with: ""), "not \"\""),
        (samsung(replacing: 9, with: ""), "reference_date must be YYYY-MM-DD or YYYY-MM"),
        (samsung(replacing: 9, with: "2026-13"), "reference_date must be"),
        ("", "expected 11 tab-separated columns"),
    ])
    func rejectsBadRow(row: String, reason: String) {
        #expect {
            try StockCatalogTable.parse(table(row))
        } throws: { error in
            let failure = error as? CatalogParseError
            return failure?.line == 2 && failure?.message.contains(reason) == true
        }
    }

    @Test func namesTheLineOfALaterBadRow() {
        let text = table(
            Self.samsung,
            "000660\tKR7000660001\tSK하이닉스\tSK hynix Inc.\tKOSPI\tstock\t보통주\t1996-12-26\t2289000\t2026-11\t728002000",
            "035420\tKR7035420009\tNAVER\tNAVER\tNASDAQ\tstock\t보통주\t2002-10-29\t205000\t2026-11\t158437000"
        )
        #expect(throws: CatalogParseError(line: 4, reason: "market must be KOSPI, KOSDAQ, KOSDAQ GLOBAL, not \"NASDAQ\".")) {
            try StockCatalogTable.parse(text)
        }
    }

    @Test func rejectsADuplicateCodeNamingBothLines() {
        let text = table(
            Self.samsung,
            "000660\tKR7000660001\tSK하이닉스\tSK hynix Inc.\tKOSPI\tstock\t보통주\t1996-12-26\t2289000\t2026-11\t728002000",
            Self.samsung
        )
        #expect(throws: CatalogParseError(line: 4, reason: "code 005930 is already on line 2.")) {
            try StockCatalogTable.parse(text)
        }
    }

    @Test func rejectsAWrongOrMissingHeader() {
        #expect(throws: CatalogParseError.self) { try StockCatalogTable.parse(Self.samsung + "\n") }
        #expect(throws: CatalogParseError.self) { try StockCatalogTable.parse("") }
        let error = #expect(throws: CatalogParseError.self) { try StockCatalogTable.parse("code\tname\n") }
        #expect(error?.line == 1)
        #expect(error?.message.contains("code\\tisin\\tname_ko\\tname_en\\tmarket\\tkind") == true)
    }

    @Test func rejectsATableWithoutStocks() {
        #expect(throws: CatalogParseError(line: 2, reason: "the catalog has no stocks.")) {
            try StockCatalogTable.parse(header + "\n")
        }
    }

    @Test func rejectsABlankLineInTheMiddle() {
        let text = table(Self.samsung, "", "000660\tKR7000660001\tSK하이닉스\tSK hynix Inc.\tKOSPI\tstock\t보통주\t1996-12-26\t2289000\t2026-11\t728002000")
        let error = #expect(throws: CatalogParseError.self) { try StockCatalogTable.parse(text) }
        #expect(error?.line == 3)
    }
}
