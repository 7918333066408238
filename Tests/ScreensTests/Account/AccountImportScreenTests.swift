// The Account view's i on the watchlist screen: the import dialog over the view, prefilled; Enter saves the
// lot (adding the stock to the shown watchlist), and the view then says the lots match.

import Domain
import DomainTestDoubles
import Foundation
import Presentation
@testable import Screens
import TUICore
import Testing

@Suite struct AccountImportScreenTests {
    static let samsung = StockCode("005930")!
    static let kakaoBank = StockCode("323410")!

    /// 10 삼성전자 at 70,070 on average (off the 100-won grid), 5 카카오뱅크 not in the watchlist.
    static let snapshot = AccountSnapshot.sample([
        AccountHolding(code: samsung, name: "삼성전자", quantity: 10, sellableQuantity: 10, purchaseAmount: 700_700, brokerPrice: 71_000),
        AccountHolding(code: kakaoBank, name: "카카오뱅크", quantity: 5, sellableQuantity: 5, purchaseAmount: 125_000, brokerPrice: 25_000),
    ])

    /// The favourites, 삼성전자 holding 4 shares in a lot.
    static let withLot = Watchlist(
        id: WatchlistID("fav"), name: "관심종목", codes: ScreenHarness.favourites.codes,
        positions: [Position(code: samsung, lots: [PositionLot(quantity: 4, price: 69_000)])]
    )

    private func harness(_ watchlists: [Watchlist] = [withLot]) -> ScreenHarness {
        let harness = ScreenHarness(watchlists, size: Size(width: 130, height: 20), oncePerFrame: true, holdings: true, account: FakeAccountRepository(Self.snapshot))
        harness.press(.character("$"))
        return harness
    }

    @Test func eachHoldingShowsTheLotsAndTheDifference() {
        let harness = harness()
        #expect(harness.line(containing: "005930")?.text.contains("+6 not in lots") == true)
        #expect(harness.line(containing: "323410")?.text.contains("+5 not in lots") == true)
        #expect(harness.line(containing: "vs lots") != nil)
    }

    @Test func iOpensThePrefilledDialogOverTheViewAndEnterImportsTheMissingShares() throws {
        let harness = harness()
        harness.press(.character("i"))
        #expect(harness.screen.focus == .inputDialog)
        #expect(harness.line(containing: "Import 삼성전자 from the broker into 관심종목") != nil)
        #expect(harness.line(containing: "6 @ 70,100") != nil, "10 − 4 shares at 70,070 snapped to the nearest 100")
        harness.press(.enter)
        #expect(harness.screen.focus == .account)
        #expect(harness.line(containing: "005930")?.text.contains("matches") == false)
        let lots = try #require(harness.store.watchlists.first?.positions.first?.lots)
        #expect(lots.count == 2)
        #expect(lots.last?.quantity == 6 && lots.last?.price == 70_100 && lots.last?.date == TradeDate(koreaDayOf: harness.scheduler.now))
        #expect(harness.line(containing: "005930")?.text.contains("lots avg") == true, "10 held both ways, at other averages")
        #expect(harness.line(containing: "삼성전자 in your lots now: 10 shares at 69,660 (the broker's average: 70,070)") != nil)
    }

    @Test func aStockNotInTheWatchlistIsAddedWithItsLot() {
        let harness = harness()
        harness.press(.character("j"), .character("i"))
        harness.press(.enter)
        let list = harness.store.watchlists.first
        #expect(list?.codes.last == Self.kakaoBank)
        #expect(list?.positions.last == Position(code: Self.kakaoBank, lots: [PositionLot(quantity: 5, price: 25_000, date: TradeDate(koreaDayOf: harness.scheduler.now))]))
        #expect(harness.line(containing: "323410")?.text.contains("matches") == true)
        harness.press(.escape)
        #expect(harness.screen.focus == .watchlist)
        #expect(harness.line(containing: "카카오뱅크") != nil)
    }

    @Test func nothingToImportIsSaidOnTheKeyLine() {
        let full = Watchlist(
            id: WatchlistID("fav"), name: "관심종목", codes: ScreenHarness.favourites.codes,
            positions: [Position(code: Self.samsung, lots: [PositionLot(quantity: 12, price: 70_000)])]
        )
        let harness = harness([full])
        #expect(harness.line(containing: "005930")?.text.contains("2 more in lots") == true)
        harness.press(.character("i"))
        #expect(harness.screen.focus == .account)
        #expect(harness.line(containing: "Nothing to import: your lots hold 12 of 삼성전자, the broker 10.") != nil)
    }
}
