// The Account view on a MemoryCanvas: holdings with P&L, cash and totals, today's orders and fills, keys.

import DisplayText
import Domain
import DomainTestDoubles
import Foundation
import Presentation
import Reactive
import ReactiveTesting
import Screens
import TUICore
import Testing

@Suite struct AccountScreenTests {
    static let samsung = StockCode("005930")!
    static let hynix = StockCode("000660")!

    static let snapshot = AccountSnapshot(
        accountName: "1234-****-01",
        holdings: [
            AccountHolding(code: samsung, name: "삼성전자", quantity: 10, sellableQuantity: 10, purchaseAmount: 700_000, brokerPrice: 70_000),
            AccountHolding(code: hynix, name: "SK하이닉스\u{1B}[2J", quantity: 3, sellableQuantity: 1, purchaseAmount: 600_000, brokerPrice: 190_000),
        ],
        cash: AccountCash(deposit: 5_000_000, nextDay: 4_900_000, settled: 4_800_000, todayFees: 1_050),
        orders: [AccountOrder(number: "0001", code: samsung, name: "삼성전자", side: .buy, quantity: 10, price: 70_000, filledQuantity: 4,
                              time: Date(timeIntervalSince1970: 1_800_000_000))],
        fills: [AccountFill(orderNumber: "0001", code: samsung, side: .buy, quantity: 4, price: 70_000, time: Date(timeIntervalSince1970: 1_800_000_010))],
        time: Date(timeIntervalSince1970: 1_800_000_020)
    )

    /// A screen over a fake account and feed, started, with its canvas.
    final class Fixture {
        let account = FakeAccountRepository(AccountScreenTests.snapshot)
        let quotes = FakeQuoteRepository(deliversOnlyRequestedCodes: true)
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.1)
        let screen: AccountScreen
        let canvas = MemoryCanvas(size: Size(width: 100, height: 24))
        private var subscription: Disposable?

        init() {
            let viewModel = AccountViewModel(
                watchAccount: DefaultWatchAccountUseCase(account: account, quotes: quotes), scheduler: scheduler
            )
            screen = AccountScreen(viewModel: viewModel, colors: .korean)
            subscription = screen.start(onChange: {})
            settle()
        }

        /// Lets what is due on the scheduler run (the account's updates, a refresh's answer).
        func settle() {
            scheduler.advanceTo(scheduler.clock + 1)
        }

        func send(_ intent: AccountIntent) {
            screen.send(intent)
            settle()
        }

        deinit { subscription?.dispose() }

        func render() -> [String] {
            settle()
            canvas.clear()
            screen.draw(in: canvas.bounds, on: canvas)
            return canvas.lines
        }
    }

    @Test func theViewShowsCashTotalsHoldingsWithPAndLAndTodaysActivity() {
        let fixture = Fixture()
        let lines = fixture.render()
        #expect(lines[0].contains("Account") && lines[0].contains("1234-****-01"))
        #expect(lines[1].contains("예수금 5,000,000") && lines[1].contains("D+2 4,800,000") && lines[1].contains("Fees today 1,050"))
        #expect(lines[1].contains("Net assets 6,070,000"))
        #expect(lines[2].contains("Bought 1,300,000") && lines[2].contains("Value 1,270,000") && lines[2].contains("-30,000"))
        let samsung = lines.first { $0.contains("005930 삼성전자") }
        #expect(samsung?.contains("70,000") == true && samsung?.contains("700,000") == true)
        let hynix = lines.first { $0.contains("000660") }
        #expect(hynix?.contains("1/3") == true)
        #expect(hynix?.contains("-30,000") == true && hynix?.contains("-5.00%") == true)
        #expect(!lines.joined().contains("\u{1B}"))
        #expect(lines.contains { $0.contains("Buy") && $0.contains("10 @ 70,000") && $0.contains("4/10 filled") && $0.contains("partly filled") })
        #expect(lines.contains { $0.contains("Fill Buy") && $0.contains("4 @ 70,000 = 280,000") })
        #expect(lines.last?.contains("Esc back") == true)
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 100 })
    }

    @Test func at100ColumnsTheLotsColumnMakesRoomForTheDifference() {
        let fixture = Fixture()
        let lines = fixture.render()
        #expect(lines.first { $0.contains("Code") }?.contains("Lots") == false)
        #expect(lines.first { $0.contains("005930") }?.contains("+10 not in lots") == true)
        #expect(lines.first { $0.contains("000660") }?.contains("+3 not in lots") == true)
        let wide = MemoryCanvas(size: Size(width: 130, height: 24))
        fixture.screen.draw(in: wide.bounds, on: wide)
        #expect(wide.lines.first { $0.contains("Code") }?.contains("Lots") == true)
        #expect(wide.lines.first { $0.contains("005930") }?.contains("+10 not in lots") == true)
    }

    /// At 80 columns the P&L % was cut to "-4" with the difference gone; now whole columns give way.
    @Test(arguments: [80, 60])
    func atNarrowWidthsWholeColumnsGiveWayAndNoFigureIsCut(width: Int) throws {
        let fixture = Fixture()
        let canvas = MemoryCanvas(size: Size(width: width, height: 24))
        fixture.screen.draw(in: canvas.bounds, on: canvas)
        let hynix = try #require(canvas.lines.first { $0.contains("000660") })
        #expect(hynix.contains("-5.00%"), "the P&L % whole at \(width) columns: \(hynix)")
        let header = try #require(canvas.lines.first { $0.contains("Code") })
        #expect(!header.contains("…") && header.contains("P&L %"), "\(header)")
        #expect(canvas.lines.allSatisfy { DisplayWidth.of($0) <= width })
        if width == 80 {
            #expect(header.contains("Avg price") && header.contains("P&L ") && !header.contains("vs lots"))
        }
    }

    /// At 80 columns the key line was cut after "e revise": r refresh and q quit could not be seen.
    @Test func at80ColumnsTheKeyLineShowsEveryKey() throws {
        let fixture = Fixture()
        let canvas = MemoryCanvas(size: Size(width: 80, height: 24))
        fixture.screen.draw(in: canvas.bounds, on: canvas)
        let keys = try #require(canvas.lines.last { $0.contains("Esc") })
        #expect(keys.contains("r refresh · q quit") && keys.contains("f fills") && !keys.contains("…"), "\(keys)")
        let wide = MemoryCanvas(size: Size(width: 130, height: 24))
        fixture.screen.draw(in: wide.bounds, on: wide)
        #expect(wide.lines.contains { $0.contains("Esc back · ↑↓ Tab select · i import · f lots from fills") }, "the full words where they fit")
    }

    @Test func aQuoteRevaluesTheHoldingOnTheNextFrame() {
        let fixture = Fixture()
        fixture.quotes.send(.quote(.of(Self.samsung, price: 75_000, base: 70_000)))
        let samsung = fixture.render().first { $0.contains("005930 삼성전자") }
        #expect(samsung?.contains("750,000") == true)
        #expect(samsung?.contains("+50,000") == true && samsung?.contains("+7.14%") == true)
    }

    @Test func aFailedRefreshIsSaidOnTheKeyLineUntilOneSucceeds() {
        let fixture = Fixture()
        // Opening the view read the account once (a KIS account has nothing before its first read).
        #expect(fixture.account.refreshes == 1)
        fixture.account.refreshFailure = FakeAccountError(message: "EGW00201 초당 거래건수를 초과하였습니다.")
        fixture.send(.refresh)
        #expect(fixture.account.refreshes == 2)
        #expect(fixture.render().last?.contains("The account could not be read: EGW00201") == true)
        fixture.account.refreshFailure = nil
        fixture.send(.refresh)
        #expect(fixture.render().last?.contains("EGW00201") == false)
    }

    @Test func theSelectionMovesAndStopsAtTheEnds() {
        let fixture = Fixture()
        #expect(fixture.screen.currentState?.selectedIndex == 0)
        fixture.send(.select(.down))
        #expect(fixture.screen.currentState?.selectedIndex == 1)
        // On past the last holding into today's one order, where it stops; the order row is drawn reversed.
        fixture.send(.select(.down))
        fixture.send(.select(.down))
        #expect(fixture.screen.currentState?.selectedIndex == nil)
        #expect(fixture.screen.currentState?.selectedOrderIndex == 0)
        #expect(fixture.render().contains { $0.contains("open buys hold 420,000 won") })
        fixture.send(.select(.top))
        #expect(fixture.screen.currentState?.selectedIndex == 0)
        #expect(fixture.screen.currentState?.selectedOrderIndex == nil)
    }
}
