// The holdings on the watchlist screen: p adds a lot shown with its P&L and totals, ! and A, a fired alert.

import Domain
import Presentation
@testable import Screens
import TUICore
import Testing

@Suite struct HoldingsScreenTests {
    private static let withLot = Watchlist(
        id: WatchlistID("fav"), name: "관심종목", codes: ScreenHarness.favourites.codes,
        positions: [Position(code: StockCode("005930")!, lots: [PositionLot(quantity: 10, price: 70_000)])]
    )

    @Test func aPositionShowsItsProfitColumnsAndTheTotalsLine() {
        let harness = ScreenHarness([Self.withLot], size: Size(width: 120, height: 12), holdings: true)
        harness.quote("005930", price: 75_000, base: 74_000)
        let header = harness.line(containing: "P&L")?.text ?? ""
        #expect(header.contains("P&L %") && header.contains("Qty") && header.contains("Avg"))
        let row = harness.line(containing: "삼성전자")?.text ?? ""
        #expect(row.contains("+50,000") && row.contains("+7.14%") && row.contains("70,000"))
        #expect(harness.line(containing: "평가금액 750,000 · 평가손익 +50,000 · 수익률 +7.14%") != nil)
    }

    @Test func at80ColumnsTheProfitStaysAndTheLaterColumnsGo() {
        let harness = ScreenHarness([Self.withLot], size: Size(width: 80, height: 12), holdings: true)
        harness.quote("005930", price: 75_000, base: 74_000)
        let header = harness.line(containing: "P&L")?.text ?? ""
        #expect(header.contains("P&L %"))
        #expect(!header.contains("Value"))
    }

    @Test func aWatchlistWithoutPositionsHasNoPositionColumns() {
        let harness = ScreenHarness(holdings: true)
        harness.quote("005930", price: 75_000, base: 74_000)
        #expect(harness.line(containing: "P&L") == nil)
        #expect(harness.line(containing: "평가금액") == nil)
    }

    @Test func pAddsALotThroughItsDialog() {
        let harness = ScreenHarness(size: Size(width: 120, height: 12), holdings: true)
        harness.quote("005930", price: 71_000, base: 70_500)
        harness.press(.character("p"))
        #expect(harness.screen.focus == .inputDialog)
        harness.type("10 @ 70,000")
        harness.press(.enter)
        #expect(harness.screen.focus == .watchlist)
        #expect(harness.line(containing: "삼성전자")?.text.contains("+10,000") == true)
    }

    @Test func theAlertListOpensWithAAndClosesWithEsc() {
        let alert = PriceAlert(id: PriceAlertID(1), code: StockCode("005930")!, condition: .atOrAbove(80_000))
        let list = Watchlist(id: WatchlistID("fav"), name: "관심종목", codes: ScreenHarness.favourites.codes, alerts: [alert])
        let harness = ScreenHarness([list], size: Size(width: 100, height: 14), holdings: true)
        harness.press(.character("A"))
        #expect(harness.screen.focus == .alertList)
        #expect(harness.line(containing: "Alerts in 관심종목") != nil)
        #expect(harness.line(containing: ">= 80,000")?.text.contains("armed") == true)
        harness.press(.escape)
        #expect(harness.screen.focus == .watchlist)
        #expect(harness.line(containing: "Alerts in") == nil)
    }

    @Test func aFiredAlertMarksTheRowAndIsHandedOnceForTheBell() {
        let alert = PriceAlert(id: PriceAlertID(1), code: StockCode("005930")!, condition: .atOrAbove(75_000))
        let list = Watchlist(id: WatchlistID("fav"), name: "관심종목", codes: ScreenHarness.favourites.codes, alerts: [alert])
        let harness = ScreenHarness([list], size: Size(width: 100, height: 12), holdings: true)
        harness.quote("005930", price: 74_000, base: 74_000)
        #expect(harness.screen.takeFiredAlerts().isEmpty)
        harness.quote("005930", price: 75_100, base: 74_000)
        let fired = harness.screen.takeFiredAlerts()
        #expect(fired.count == 1)
        #expect(fired.first?.message.hasPrefix("fired: 삼성전자 >= 75,000") == true)
        #expect(harness.screen.takeFiredAlerts().isEmpty)
        #expect(harness.line(containing: "◆ 삼성전자") != nil)
    }
}
