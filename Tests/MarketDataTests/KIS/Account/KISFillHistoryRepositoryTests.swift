// The KIS account's past fills from inquire-daily-ccld rows: oldest first, one per filled order at its
// average, unfilled and other stocks' rows skipped, and a read past the page cap refused.

import Domain
import Foundation
@testable import MarketData
import Reactive
import Testing

@Suite struct KISFillHistoryRepositoryTests {
    let samsung = StockCode("005930")!
    let since = TradeDate("2026-09-07")!

    func row(_ number: String, day: String, side: String, code: String = "005930", quantity: String, filled: String, average: String) throws -> KISDailyOrderDTO {
        try JSONDecoder().decode(KISDailyOrderDTO.self, from: Data("""
            {"ord_dt":"\(day)","ord_tmd":"100001","odno":"\(number)","ord_gno_brno":"00950","ord_dvsn_cd":"00","excg_id_dvsn_cd":"KRX",
             "sll_buy_dvsn_cd":"\(side)","pdno":"\(code)","prdt_name":"삼성전자","ord_qty":"\(quantity)","ord_unpr":"70000","tot_ccld_qty":"\(filled)",
             "avg_prvs":"\(average)","cncl_yn":"N","rmn_qty":"0","rjct_qty":"0"}
            """.utf8))
    }

    /// The fills `rows` (newest first, `isCut` as given) make, or the read's error.
    func read(_ rows: [KISDailyOrderDTO], isCut: Bool = false) -> Result<[AccountFill], Error>? {
        var asked: [(StockCode, TradeDate)] = []
        let repository = KISFillHistoryRepository { code, day in
            asked.append((code, day))
            return .just((rows, isCut))
        }
        var outcome: Result<[AccountFill], Error>?
        _ = repository.fills(of: samsung, since: since).subscribe { outcome = $0 }
        #expect(asked.map(\.0) == [samsung] && asked.map(\.1) == [since])
        return outcome
    }

    @Test func eachFilledOrderIsOneFillAtItsAverageOldestFirst() throws {
        let rows = [
            try row("0000001003", day: "20261201", side: "02", quantity: "4", filled: "0", average: "0"),
            try row("0000001002", day: "20261120", side: "01", quantity: "3", filled: "2", average: "71050.5"),
            try row("0000000999", day: "20261110", side: "02", code: "000660", quantity: "1", filled: "1", average: "190000"),
            try row("0000001001", day: "20261005", side: "02", quantity: "5", filled: "5", average: "70000"),
        ]
        let fills = try #require(try read(rows)?.get())
        #expect(fills.map(\.orderNumber) == ["0000001001", "0000001002"])
        #expect(fills.map(\.side) == [.buy, .sell] && fills.map(\.quantity) == [5, 2] && fills.map(\.price) == [70_000, 71_051])
        #expect(fills.map { TradeDate(koreaDayOf: $0.time).description } == ["2026-10-05", "2026-11-20"])
    }

    @Test func aReadCutAtThePageCapIsRefusedNotTakenForAll() throws {
        let outcome = read([try row("0000001001", day: "20261005", side: "02", quantity: "5", filled: "5", average: "70000")], isCut: true)
        guard case .failure(let error)? = outcome else { Issue.record("a cut read was accepted"); return }
        #expect(error as? KISDailyOrdersCut == KISDailyOrdersCut(pages: KISClient.dailyOrdersPageLimit, since: since))
        #expect((error as? KISDailyOrdersCut)?.message.hasPrefix("KIS lists more of the orders since 2026-09-07 than the 20 pages read") == true)
    }
}
