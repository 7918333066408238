// The holdings on the watchlist screen: p adds a lot shown with its P&L and totals, the holdings view (h)
// with a sale over it, ! and A, a fired alert.

import Domain
import Foundation
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

    @Test func hOpensTheHoldingsViewWhereASaleShowsItsRealisedProfitAndTheViewStaysOpen() {
        let harness = ScreenHarness([Self.withLot], size: Size(width: 110, height: 20), holdings: true)
        harness.quote("005930", price: 75_000, base: 74_000)
        harness.press(.character("h"))
        #expect(harness.screen.focus == .holdings)
        #expect(harness.line(containing: "Holdings in 관심종목") != nil)
        #expect(harness.line(containing: "held 10 · avg 70,000")?.text.contains("+50,000 (+7.14%)") == true)
        #expect(harness.line(containing: "10 @ 70,000")?.text.contains("+50,000") == true)
        harness.press(.character("s"))
        #expect(harness.screen.focus == .inputDialog)
        #expect(harness.line(containing: "Sell 삼성전자 (10 held)") != nil)
        harness.type("4 @ 80,000")
        harness.press(.enter)
        #expect(harness.screen.focus == .holdings)
        #expect(harness.line(containing: "sold 4 @ 80,000")?.text.contains("+40,000") == true)
        #expect(harness.line(containing: "Realised +40,000") != nil)
        harness.press(.escape)
        #expect(harness.screen.focus == .watchlist)
        #expect(harness.line(containing: "삼성전자")?.text.contains("+30,000") == true, "6 held at 70,000, valued at 75,000")
    }

    @Test func anOffGridLotIsRefusedWithTheNearestTicks() {
        let harness = ScreenHarness([Self.withLot], size: Size(width: 110, height: 20), holdings: true)
        harness.quote("005930", price: 75_000, base: 74_000)
        harness.press(.character("h"))
        harness.press(.character("a"))
        harness.type("10 @ 70,050")
        harness.press(.enter)
        #expect(harness.screen.focus == .inputDialog)
        #expect(harness.line(containing: "70,050 is not on the tick grid (steps of 100 here)") != nil)
        #expect(harness.line(containing: "70,100") != nil)
    }

    @Test func removingAStockWithALotWarnsAndOffersKeepOrDelete() {
        let harness = ScreenHarness([Self.withLot], size: Size(width: 110, height: 20), holdings: true)
        harness.press(.character("d"))
        #expect(harness.screen.focus == .confirmDialog)
        #expect(harness.line(containing: "It holds 10 shares") != nil)
        #expect(harness.line(containing: "in 1 lot: y keeps them") != nil)
        #expect(harness.line(containing: "d delete them too") != nil)
        harness.press(.character("ㅇ"))
        #expect(harness.screen.focus == .watchlist)
        #expect(harness.line(containing: "삼성전자") == nil)
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

    @Test func changingAnAlertFromTheListKeepsTheListOpen() {
        let alert = PriceAlert(id: PriceAlertID(1), code: StockCode("005930")!, condition: .atOrAbove(80_000))
        let list = Watchlist(id: WatchlistID("fav"), name: "관심종목", codes: ScreenHarness.favourites.codes, alerts: [alert])
        let harness = ScreenHarness([list], size: Size(width: 100, height: 16), holdings: true)
        harness.quote("005930", price: 75_000, base: 74_000)
        harness.feed.quote = .of(StockCode("005930")!, price: 75_000, base: 74_000, volume: 1_000, time: Date(timeIntervalSince1970: 0))
        harness.press(.character("A"))
        harness.press(.character("e"))
        #expect(harness.screen.focus == .inputDialog)
        harness.press(.control("u"))
        harness.type(">= 82,000")
        harness.press(.enter)
        #expect(harness.screen.focus == .alertList, "back in the list after the change")
        #expect(harness.line(containing: ">= 82,000")?.text.contains("armed") == true)
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
