// What --once --account prints: the holdings and cash as a table, JSON with a fixed set of keys, CSV with a fixed header.

import Domain
import Foundation
import Testing
@testable import StockWatchAppCore

@Suite struct OnceAccountReportTests {
    private static let samsung = StockCode("005930")!
    /// 2026-01-05 14:32:05 in Korea.
    private static let time = Date(timeIntervalSince1970: 1_767_591_125)

    private static let report = OnceAccountReport(
        valuation: AccountValuation(
            AccountSnapshot(
                accountName: "simulated",
                holdings: [AccountHolding(code: samsung, name: "삼성\u{1B}[31m전자", quantity: 10, sellableQuantity: 8, purchaseAmount: 700_000, brokerPrice: 70_000)],
                cash: AccountCash(deposit: 5_000_000, nextDay: 4_900_000, settled: 4_800_000, todayFees: 105),
                orders: [], fills: [], time: time
            ),
            prices: [samsung: 71_500]
        ),
        feedName: "simulated",
        generatedAt: time
    )

    @Test func theCSVHasAFixedHeaderAHoldingLineAndATotalLine() {
        let lines = Self.report.rendered(as: .csv).components(separatedBy: "\n")
        #expect(lines[0] == "kind,code,name,quantity,sellable_quantity,average_price,purchase_amount,price,value,profit,profit_rate,deposit,next_day_cash,settled_cash,today_fees,net_assets")
        #expect(lines[1] == "holding,005930,삼성전자,10,8,70000,700000,71500,715000,15000,2.14,,,,,")
        #expect(lines[2] == "total,,,,,,700000,,715000,15000,2.14,5000000,4900000,4800000,105,5515000")
        #expect(lines[3].isEmpty && lines.count == 4)
        #expect(Self.report.rendered(as: .csv, crlf: true).components(separatedBy: "\r\n").count == 4)
    }

    @Test func theJSONHasTheStableKeysAndNoEscapes() throws {
        let text = Self.report.rendered(as: .json)
        #expect(!text.contains("\u{1B}") && !text.contains("\\u001b"))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(Set(object.keys) == ["account", "feed", "generated_at", "cash", "holdings", "totals", "notices"])
        let cash = try #require(object["cash"] as? [String: Int])
        #expect(cash == ["deposit": 5_000_000, "next_day": 4_900_000, "settled": 4_800_000, "today_fees": 105])
        let holding = try #require((object["holdings"] as? [[String: Any]])?.first)
        #expect(holding["code"] as? String == "005930")
        #expect(holding["sellable_quantity"] as? Int == 8)
        #expect(holding["profit"] as? Int == 15_000)
        let totals = try #require(object["totals"] as? [String: Any])
        #expect(totals["net_assets"] as? Int == 5_515_000)
    }

    @Test func theTableNamesTheCashAndTheTotals() {
        let text = Self.report.rendered(as: .table)
        #expect(text.hasPrefix("Account simulated · 2026-01-05 14:32:05 KST\n"), "the feed's name once")
        #expect(text.contains("예수금 5,000,000 · D+1 4,900,000 · D+2 4,800,000"))
        #expect(text.contains("평가손익 +15,000 · 수익률 +2.14% · net assets 5,515,000"))
        #expect(!text.contains("\u{1B}"))
    }
}
