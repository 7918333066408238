// The Account view's f on the watchlist screen: the fills read, the confirmation over the view saying what the
// rebuild makes and replaces, y saving it (the view then says the lots match), n and a failed read saving nothing.

import Domain
import DomainTestDoubles
import Foundation
import Presentation
@testable import Screens
import TUICore
import Testing

@Suite struct AccountRebuildScreenTests {
    static let samsung = StockCode("005930")!

    /// 10 삼성전자 bought for 700,700 in all.
    static let snapshot = AccountSnapshot.sample([
        AccountHolding(code: samsung, name: "삼성전자", quantity: 10, sellableQuantity: 10, purchaseAmount: 700_700, brokerPrice: 71_000),
    ])

    /// The favourites, 삼성전자 holding 3 shares in a lot typed wrong.
    static let withLot = Watchlist(
        id: WatchlistID("fav"), name: "관심종목", codes: ScreenHarness.favourites.codes,
        positions: [Position(code: samsung, lots: [PositionLot(quantity: 3, price: 96_000)])]
    )

    /// 4 bought at 69,000 on the clock's first day (1970-01-01 in Korea): the other 6 were bought before the window.
    static let fills = [AccountFill(orderNumber: "1", code: samsung, side: .buy, quantity: 4, price: 69_000, time: Date(timeIntervalSince1970: 0))]

    private func harness(_ history: FakeFillHistoryRepository) -> ScreenHarness {
        let harness = ScreenHarness(
            [Self.withLot], size: Size(width: 130, height: 24), oncePerFrame: true, holdings: true, account: FakeAccountRepository(Self.snapshot),
            fillHistory: history
        )
        harness.press(.character("$"))
        return harness
    }

    @Test func fAsksWithWhatTheFillsMakeAndYReplacesTheLots() throws {
        let history = FakeFillHistoryRepository(Self.fills)
        let harness = harness(history)
        harness.press(.character("f"))
        #expect(history.requests.map(\.since) == [TradeDate("1969-10-02")], "from the day after 1969-10-01, three months before 1970-01-01")
        #expect(harness.screen.focus == .confirmDialog)
        #expect(harness.line(containing: "Rebuild the lots of 삼성전자 in 관심종목") != nil)
        #expect(harness.line(containing: "1 fill since 1969-10-02 makes 2 lots") != nil)
        #expect(harness.line(containing: "70,783") != nil, "the undated lot's price is shown before it is saved")
        harness.press(.character("y"))
        #expect(harness.screen.focus == .account)
        let lots = try #require(harness.store.watchlists.first?.positions.first?.lots)
        #expect(lots == [PositionLot(quantity: 6, price: 70_783), PositionLot(quantity: 4, price: 69_000, date: TradeDate("1970-01-01"))])
        #expect(harness.line(containing: "005930")?.text.contains("matches") == true)
        #expect(harness.line(containing: "삼성전자 in your lots now: 10 shares at 70,070 (matches the broker)") != nil)
    }

    @Test func nKeepsTheLotsAndAFailedReadSaysWhyOnTheKeyLine() {
        let history = FakeFillHistoryRepository(Self.fills)
        let harness = harness(history)
        harness.press(.character("f"), .character("n"))
        #expect(harness.screen.focus == .account)
        #expect(harness.store.watchlists.first?.positions == Self.withLot.positions)
        history.failure = FakeAccountError(message: "KIS did not answer.")
        harness.press(.character("f"))
        #expect(harness.screen.focus == .account)
        #expect(harness.line(containing: "삼성전자's lots were not rebuilt: KIS did not answer.") != nil)
        #expect(harness.store.watchlists.first?.positions == Self.withLot.positions)
    }
}
