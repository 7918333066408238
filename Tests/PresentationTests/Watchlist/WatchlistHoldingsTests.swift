// Positions and alerts on the watchlist screen: p adds a lot and the P&L columns and totals follow the
// price; an alert fires once on a quote, also in a watchlist not shown, marks the row and is announced.

import Domain
import Foundation
import Presentation
import ReactiveTesting
import Testing

@Suite struct WatchlistHoldingsTests {
    private let samsung = Listings.samsung.code
    private let kakao = Listings.kakao.code

    private func screen(_ lists: [Watchlist]) -> WatchlistScreen {
        let screen = WatchlistScreen(lists)
        screen.offersHoldings = true
        return screen
    }

    @Test func pAddsALotAndTheRowShowsItsProfitAtTheNewPrice() throws {
        let screen = screen([Watchlist(id: WatchlistID("A"), name: "관심종목", codes: [samsung])])
        screen.quote(Listings.samsung, price: 72_000, base: 70_000, at: 250)
        screen.press(.addLot, at: 300)
        screen.dialog(.type("10 @ 70,000"), at: 310)
        screen.dialog(.enter, at: 320)
        screen.quote(Listings.samsung, price: 75_000, base: 70_000, at: 400)
        screen.run()
        #expect(screen.openedDialogs.map(\.title) == ["Add a lot of 삼성전자"])
        #expect(screen.store.watchlists.first?.positions == [Position(code: samsung, lots: [PositionLot(quantity: 10, price: 70_000)])])
        #expect(screen.state(at: 330)?.rows.first?.position?.profit == "+20,000")
        let row = try #require(screen.last?.rows.first?.position)
        #expect(row.profit == "+50,000", "P&L = (75,000 − 70,000) × 10")
        #expect(row.direction == .up)
        #expect(screen.last?.positionTotals?.text == "평가금액 750,000 · 평가손익 +50,000 · 수익률 +7.14%")
        #expect(screen.state(at: 290)?.positionTotals == nil, "no totals line without positions")
    }

    @Test func aRemovedStocksKeptPositionLeavesTheTotals() throws {
        let screen = screen([Watchlist(id: WatchlistID("A"), name: "관심종목", codes: [samsung, kakao], positions: [
            Position(code: samsung, lots: [PositionLot(quantity: 10, price: 70_000)]),
            Position(code: kakao, lots: [PositionLot(quantity: 10, price: 40_000)]),
        ])])
        screen.quote(Listings.samsung, price: 75_000, base: 70_000, at: 250)
        screen.quote(Listings.kakao, price: 41_000, base: 40_000, at: 250)
        screen.press(.select(.down), at: 300)
        screen.press(.removeSelectedStock, at: 310)
        screen.dialog(.yes, at: 320)
        screen.run()
        #expect(screen.state(at: 300)?.positionTotals?.text == "평가금액 1,160,000 · 평가손익 +60,000 · 수익률 +5.45%")
        #expect(screen.store.watchlists.first?.codes == [samsung])
        #expect(screen.store.watchlists.first?.positions.count == 2, "yes keeps the hidden position")
        #expect(screen.last?.positionTotals?.text == "평가금액 750,000 · 평가손익 +50,000 · 수익률 +7.14%", "only the stock shown is counted")
    }

    @Test func removingAStockThatHoldsLotsAndAlertsSaysSoAndDDeletesThem() throws {
        let list = Watchlist(id: WatchlistID("A"), name: "관심종목", codes: [samsung, kakao], positions: [
            Position(code: samsung, lots: [PositionLot(quantity: 15, price: 70_000), PositionLot(quantity: 5, price: 72_000)]),
        ], alerts: [PriceAlert(id: PriceAlertID(1), code: samsung, condition: .atOrAbove(80_000))])
        #expect(WatchlistDialogFactory.holdingsSummary(of: samsung, in: list) == "20 shares in 2 lots, 1 alert")
        #expect(WatchlistDialogFactory.holdingsSummary(of: kakao, in: list) == nil)
        let screen = screen([list])
        screen.press(.removeSelectedStock, at: 300)
        screen.dialog(.alternative, at: 310)
        screen.run()
        #expect(screen.openedDialogs.map(\.title) == ["Remove a stock"])
        let stored = try #require(screen.store.watchlists.first)
        #expect(stored.codes == [kakao])
        #expect(stored.positions.isEmpty && stored.alerts.isEmpty, "d deletes the lots and the alert with the stock")
    }

    @Test func anAlertFiresOnceMarksTheRowAndIsAnnounced() throws {
        let screen = screen([Watchlist(id: WatchlistID("A"), name: "관심종목", codes: [samsung], alerts: [
            PriceAlert(id: PriceAlertID(1), code: samsung, condition: .atOrAbove(75_000)),
        ])])
        screen.quote(Listings.samsung, price: 74_900, base: 70_000, at: 300)
        screen.quote(Listings.samsung, price: 75_100, base: 70_000, at: 400)
        screen.quote(Listings.samsung, price: 76_000, base: 70_000, at: 500)
        screen.run()
        #expect(screen.firedNotices.map(\.time) == [401])
        let notice = try #require(screen.firedNotices.first?.value)
        #expect(notice.message == "fired: 삼성전자 >= 75,000 at 09:00:00")
        #expect(notice.title == "StockWatch alert")
        #expect(screen.state(at: 399)?.rows.first?.hasFiredAlert == false)
        #expect(screen.state(at: 401)?.notice == notice.message)
        #expect(screen.last?.rows.first?.hasFiredAlert == true)
        #expect(screen.store.watchlists.first?.alerts.first?.state == .fired(at: Date(timeIntervalSince1970: 0), price: 75_100))
    }

    @Test func alertsOfAWatchlistNotShownFireToo() {
        let screen = screen([
            Watchlist(id: WatchlistID("A"), name: "관심종목", codes: [samsung]),
            Watchlist(id: WatchlistID("B"), name: "플랫폼", codes: [kakao], alerts: [PriceAlert(id: PriceAlertID(1), code: kakao, condition: .fallOf(basisPoints: 300))]),
        ])
        screen.quote(Listings.kakao, price: 48_400, base: 50_000, at: 400)
        screen.run()
        #expect(screen.firedNotices.map(\.value.message) == ["fired: 카카오 -3% at 09:00:00"])
        #expect(screen.store.watchlists.last?.alerts.first?.state.isArmed == false)
    }

    @Test func bangOpensTheAlertDialogAndAListsTheAlerts() {
        let screen = screen([Watchlist(id: WatchlistID("A"), name: "관심종목", codes: [samsung], alerts: [
            PriceAlert(id: PriceAlertID(1), code: samsung, condition: .atOrAbove(80_000)),
        ])])
        screen.quote(Listings.samsung, price: 72_000, base: 70_000, at: 250)
        screen.press(.setAlert, at: 300)
        screen.dialog(.escape, at: 310)
        screen.press(.listAlerts, at: 400)
        screen.run()
        #expect(screen.openedDialogs.map(\.title) == ["Alert on 삼성전자"])
        #expect(screen.openedAlertLists.map(\.time) == [400])
    }

    @Test func withoutTheUseCasesTheKeysSaySo() {
        let screen = WatchlistScreen([Watchlist(id: WatchlistID("A"), name: "관심종목", codes: [samsung])])
        screen.press(.addLot, at: 300)
        screen.run()
        #expect(screen.openedDialogs.isEmpty)
        #expect(screen.state(at: 301)?.notice == "Positions and alerts are not available in this run.")
    }
}
