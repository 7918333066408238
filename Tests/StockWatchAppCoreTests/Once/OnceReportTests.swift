// What --once prints: an aligned table, valid JSON with the list's codes, and RFC 4180 CSV.

import DisplayText
import Domain
import Foundation
import Testing
@testable import StockWatchAppCore

@Suite struct OnceReportTests {
    private static let samsung = Stock(code: StockCode("005930")!, nameKorean: "삼성전자", nameEnglish: "Samsung Electronics Co., Ltd.", market: .kospi)
    private static let naver = Stock(code: StockCode("035420")!, nameKorean: "NAVER", nameEnglish: "NAVER Corporation", market: .kospi)
    /// 2026-01-05 14:32:05 in Korea.
    private static let time = Date(timeIntervalSince1970: 1_767_591_125)

    private static func quote(_ stock: Stock, price: Int, base: Int, venue: Venue = .krx) -> Quote {
        Quote(
            code: stock.code, price: price, change: price - base, sign: price > base ? .rise : price < base ? .fall : .flat,
            changeRate: Double(price - base) / Double(base) * 100, volume: 1_234_567, tradedValue: 0,
            open: base, high: max(price, base), low: min(price, base), upperLimit: base * 13 / 10, lowerLimit: base * 7 / 10,
            basePrice: base, time: time, venue: venue
        )
    }

    private let report = OnceReport(
        watchlistName: "관심종목",
        feedName: "simulated",
        rows: [
            WatchlistQuoteRow(code: samsung.code, stock: samsung, quote: quote(samsung, price: 71_500, base: 70_000)),
            WatchlistQuoteRow(code: naver.code, stock: naver, quote: quote(naver, price: 187_000, base: 188_000, venue: .nxt)),
            WatchlistQuoteRow(code: StockCode("999999")!, stock: nil, failure: QuoteFeedFailure(code: StockCode("999999")!, message: "999999 is not listed.")),
        ],
        generatedAt: time
    )

    /// A report whose watchlist name (from the file), stock names and KIS message (from the network)
    /// carry terminal escapes, C0 and C1 controls.
    private static let hostile = OnceReport(
        watchlistName: "관심\u{1B}]0;owned\u{07}종목\u{9B}2J",
        feedName: "KIS paper",
        rows: [
            WatchlistQuoteRow(
                code: samsung.code,
                stock: Stock(code: samsung.code, nameKorean: "삼성\u{1B}[31m전자\u{85}", nameEnglish: "Samsung\u{90}x\u{9C} Electronics\u{0}", market: .kospi),
                quote: quote(samsung, price: 71_500, base: 70_000)
            ),
            WatchlistQuoteRow(code: naver.code, stock: naver, failure: QuoteFeedFailure(code: naver.code, message: "EGW00201\u{1B}[2J 초당 거래건수\u{8D}\r\n초과")),
        ],
        generatedAt: time
    )

    @Test(arguments: OnceFormat.allCases)
    func noControlCharacterFromANameOrAMessageIsPrinted(format: OnceFormat) {
        let output = Self.hostile.rendered(as: format)
        let allowedBreaks: Set<UInt32> = format == .csv ? [0x0D, 0x0A] : [0x0A]
        let controls = output.unicodeScalars.filter { ($0.value < 0x20 || (0x7F...0x9F).contains($0.value)) && !allowedBreaks.contains($0.value) }
        #expect(controls.isEmpty, "\(format) printed \(controls.map { String($0.value, radix: 16) })")
        #expect(!output.contains("\\u001b"), "no escaped ESC either: JSON readers would decode it back")
        #expect(output.contains("삼성전자"))
        #expect(output.contains("EGW00201"))
    }

    @Test func theTableIsAlignedByCells() {
        let lines = report.rendered(as: .table).split(separator: "\n").map(String.init)
        #expect(lines == [
            "관심종목 · simulated · 2026-01-05 14:32:05 KST",
            "Code    Name        Price  Change   Chg %     Volume     High      Low      Time  Venue",
            "005930  삼성전자   71,500  +1,500  +2.14%  1,234,567   71,500   70,000  14:32:05    KRX",
            "035420  NAVER     187,000  -1,000  -0.53%  1,234,567  188,000  187,000  14:32:05    NXT",
            "999999                  —       —       —          —        —        —         —      —  999999 is not listed.",
        ])
    }

    @Test func aSinglePriceMatchIsMarkedInTheTableAndStaysKRXInTheData() {
        let evening = Self.quote(Self.samsung, price: 71_800, base: 70_000)
        let match = Quote(
            code: evening.code, price: evening.price, change: evening.change, sign: evening.sign, changeRate: evening.changeRate,
            volume: 1_200, tradedValue: 0, open: 71_800, high: 71_800, low: 71_800, upperLimit: evening.upperLimit,
            lowerLimit: evening.lowerLimit, basePrice: evening.basePrice, time: Self.time, venue: .krx, session: .singlePrice
        )
        let report = OnceReport(
            watchlistName: "a", feedName: "KIS paper", rows: [WatchlistQuoteRow(code: match.code, stock: Self.samsung, quote: match)], generatedAt: Self.time
        )
        #expect(report.rendered(as: .table).split(separator: "\n")[2].hasSuffix("14:32:05  시간외"))
        #expect(report.rendered(as: .csv).components(separatedBy: "\n")[1].contains(",krx,"))
    }

    @Test func aKRXCloseIsMarkedInTheTableAndStaysKRXInTheData() {
        let close = Self.quote(Self.samsung, price: 71_800, base: 70_000)
        let report = OnceReport(
            watchlistName: "a", feedName: "KIS paper", rows: [WatchlistQuoteRow(code: close.code, stock: Self.samsung, quote: close)], generatedAt: Self.time,
            krxClose: [close.code]
        )
        #expect(report.rendered(as: .table).split(separator: "\n")[2].hasSuffix("KRX close"))
        #expect(report.rendered(as: .csv).components(separatedBy: "\n")[1].contains(",krx,"))
    }

    @Test func jsonIsValidAndHasTheListsCodesInOrder() throws {
        let data = Data(report.rendered(as: .json).utf8)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(object["watchlist"] as? String == "관심종목")
        #expect(object["generated_at"] as? String == "2026-01-05T14:32:05+09:00")
        let quotes = try #require(object["quotes"] as? [[String: Any]])
        #expect(quotes.map { $0["code"] as? String } == ["005930", "035420", "999999"])
        #expect(quotes[0]["price"] as? Int == 71_500)
        #expect(quotes[0]["change_rate"] as? Double == 2.14)
        #expect(quotes[0]["sign"] as? String == "rise")
        #expect(quotes[0]["name"] as? String == "삼성전자")
        #expect(quotes[0]["venue"] as? String == "krx")
        #expect(quotes[1]["venue"] as? String == "nxt")
        #expect(quotes[2]["venue"] == nil)
        #expect(quotes[2]["price"] == nil)
        #expect(quotes[2]["error"] as? String == "999999 is not listed.")
    }

    @Test func csvQuotesFieldsWithCommasAndEndsLinesWithLF() {
        let csv = report.rendered(as: .csv)
        #expect(!csv.contains("\r"), "LF line ends unless CR LF is asked for")
        let lines = csv.components(separatedBy: "\n")
        #expect(lines[0] == "code,name,name_english,market,price,change,change_rate,volume,open,high,low,time,venue,error,quantity,average_price,value,profit,profit_rate")
        #expect(lines[1] == "005930,삼성전자,\"Samsung Electronics Co., Ltd.\",KOSPI,71500,1500,2.14,1234567,70000,71500,70000,2026-01-05T14:32:05+09:00,krx,,,,,,")
        #expect(lines[2].hasSuffix(",2026-01-05T14:32:05+09:00,nxt,,,,,,"))
        #expect(lines[3] == "999999,,,,,,,,,,,,,999999 is not listed.,,,,,")
        #expect(lines.last == "")
    }

    @Test func csvEndsLinesWithCRLFOnRequest() {
        let lines = report.rendered(as: .csv, crlf: true).components(separatedBy: "\r\n")
        #expect(lines.count == 5 && lines.last == "")
        #expect(lines.dropLast().allSatisfy { !$0.contains("\n") && !$0.contains("\r") })
    }

    @Test func csvHasTheSameColumnsWithOrWithoutPositions() {
        let plain = report.rendered(as: .csv).components(separatedBy: "\n")[0]
        let held = Self.withPositions().rendered(as: .csv).components(separatedBy: "\n")[0]
        #expect(plain == held)
    }

    /// The report with 10 @ 70,000 of 삼성전자 (quoted 71,500) and 5 @ 190,000 of NAVER (187,000).
    private static func withPositions() -> OnceReport {
        OnceReport(
            watchlistName: "관심종목", feedName: "simulated",
            rows: [
                WatchlistQuoteRow(code: samsung.code, stock: samsung, quote: quote(samsung, price: 71_500, base: 70_000)),
                WatchlistQuoteRow(code: naver.code, stock: naver, quote: quote(naver, price: 187_000, base: 188_000)),
            ],
            generatedAt: time,
            positions: [
                Position(code: samsung.code, lots: [PositionLot(quantity: 10, price: 70_000)]),
                Position(code: naver.code, lots: [PositionLot(quantity: 5, price: 190_000)]),
            ]
        )
    }

    @Test func jsonHasEachPositionAndTheTotals() throws {
        let json = try JSONSerialization.jsonObject(with: Data(Self.withPositions().rendered(as: .json).utf8)) as? [String: Any]
        let positions = json?["positions"] as? [[String: Any]] ?? []
        #expect(positions.count == 2)
        #expect(positions.first?["code"] as? String == "005930")
        #expect(positions.first?["quantity"] as? Int == 10)
        #expect(positions.first?["average_price"] as? Int == 70_000)
        #expect(positions.first?["value"] as? Int == 715_000)
        #expect(positions.first?["profit"] as? Int == 15_000)
        #expect(positions.first?["profit_rate"] as? Double == 2.14)
        let totals = json?["totals"] as? [String: Any]
        #expect(totals?["value"] as? Int == 1_650_000)
        #expect(totals?["profit"] as? Int == 0)
        #expect(totals?["positions"] as? Int == 2)
    }

    @Test func withoutPositionsJsonHasAnEmptyPositionListAndNoTotals() throws {
        let json = try JSONSerialization.jsonObject(with: Data(report.rendered(as: .json).utf8)) as? [String: Any]
        #expect((json?["positions"] as? [Any])?.isEmpty == true)
        #expect(json?["totals"] == nil)
    }

    @Test func csvHasThePositionFieldsAndATotalLine() {
        let lines = Self.withPositions().rendered(as: .csv).components(separatedBy: "\n")
        #expect(lines[0].hasSuffix(",quantity,average_price,value,profit,profit_rate"))
        #expect(lines[1].hasSuffix(",10,70000,715000,15000,2.14"))
        #expect(lines[3] == "TOTAL,,,,,,,,,,,,,,,,1650000,0,0.00")
    }

    @Test func theTableEndsWithThePositionsAndTheirTotals() {
        let table = Self.withPositions().rendered(as: .table)
        #expect(table.contains("005930  10 @ 70,000  평가금액 715,000 · 평가손익 +15,000 · 수익률 +2.14%"))
        #expect(table.contains("Total  평가금액 1,650,000 · 평가손익 0 · 수익률 0.00%"))
    }

    @Test func theExitStatusSaysWhetherEveryRowSomeOrNoneWasPriced() {
        #expect(report.exitStatus == 1, "one row failed")
        #expect(report.noQuotesReason == nil)
        let priced = OnceReport(watchlistName: "a", feedName: "KIS paper", rows: Array(report.rows.prefix(2)), generatedAt: Self.time)
        #expect(priced.exitStatus == 0)
        let none = OnceReport(watchlistName: "a", feedName: "KIS paper", rows: Array(report.rows.suffix(1)), generatedAt: Self.time)
        #expect(none.exitStatus == 2)
        #expect(none.noQuotesReason == "999999 is not listed.")
    }

    @Test func aRowWithoutQuoteOrFailureTakesTheFeedsFailureIntoItsErrorField() throws {
        var quotes = WatchlistQuotes(watchlist: Watchlist(id: WatchlistID("A"), name: "a", codes: [Self.samsung.code, Self.naver.code]), stocks: [:])
        quotes.apply(.quote(Self.quote(Self.samsung, price: 71_500, base: 70_000)))
        quotes.apply(.failure(QuoteFeedFailure(code: nil, message: "KIS does not know the app key (EGW00103).", healsByItself: false)))
        let rows = OnceRun.settled(quotes, waited: 10)
        #expect(rows[0].failure == nil && rows[0].quote != nil)
        #expect(rows[1].failure?.message == "KIS does not know the app key (EGW00103).")
        let csv = OnceReport(watchlistName: "a", feedName: "KIS paper", rows: rows, generatedAt: Self.time).rendered(as: .csv)
        #expect(csv.split(whereSeparator: \.isNewline).last?.contains("KIS does not know the app key (EGW00103).") == true)
        let silent = OnceRun.settled(WatchlistQuotes(watchlist: Watchlist(id: WatchlistID("B"), name: "b", codes: [Self.naver.code]), stocks: [:]), waited: 12)
        #expect(silent[0].failure?.message == "no answer within 12 s")
    }
}
