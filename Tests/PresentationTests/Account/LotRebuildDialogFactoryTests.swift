// The rebuild's confirmation: what the fills make beside the broker, the lot of older shares, the fills left
// out and what is replaced, in sentences; yes runs the save.

import Domain
import DomainTestDoubles
import Foundation
@testable import Presentation
import Reactive
import ReactiveTesting
import Testing

@Suite struct LotRebuildDialogFactoryTests {
    static let samsung = Listings.samsung.code
    static let day = Date(timeIntervalSince1970: 0)
    static let since = TradeDate("1969-10-01")!

    func holding(_ quantity: Int, costing amount: Int) -> AccountHolding {
        AccountHolding(code: Self.samsung, name: "삼성전자", quantity: quantity, sellableQuantity: quantity, purchaseAmount: amount, brokerPrice: nil)
    }

    func fill(_ order: String, _ side: OrderSide, _ quantity: Int, at price: Int, second: Double) -> AccountFill {
        AccountFill(orderNumber: order, code: Self.samsung, side: side, quantity: quantity, price: price, time: Self.day.addingTimeInterval(second))
    }

    func message(_ rebuild: LotRebuild, positions: [Position] = []) -> String {
        LotRebuildDialogFactory.message(for: rebuild, in: Watchlist(id: WatchlistID("fav"), name: "관심종목", codes: [Self.samsung], positions: positions))
    }

    @Test func itSaysWhatTheFillsMakeBesideTheBrokerAndWhatTheyReplace() throws {
        let fills = [fill("1", .buy, 10, at: 70_000, second: 0), fill("2", .sell, 4, at: 75_000, second: 1), fill("3", .buy, 4, at: 72_000, second: 2)]
        let rebuild = try LotRebuild(holding: holding(10, costing: 708_000), fills: fills, since: Self.since, costs: .none)
        let current = [Position(code: Self.samsung, lots: [PositionLot(quantity: 3, price: 96_000), PositionLot(quantity: 1, price: 70_000)])]
        #expect(message(rebuild, positions: current) == "3 fills since 1969-10-01 make 2 lots and 1 sale: 10 shares at 70,800 on average; "
            + "the broker holds 10 shares at 70,800. This replaces your 4 shares in 2 lots.")
        #expect(message(rebuild).hasSuffix("You have no lots of it in 관심종목 yet."))
    }

    @Test func itNamesTheLotOfOlderSharesAndTheFillsLeftOut() throws {
        let opening = try LotRebuild(holding: holding(10, costing: 700_700), fills: [fill("1", .buy, 4, at: 69_000, second: 0)], since: Self.since, costs: .none)
        #expect(message(opening).contains("1 fill since 1969-10-01 makes 2 lots: 10 shares at 70,070 on average;"))
        #expect(message(opening).contains(" 6 shares bought before 1969-10-01 become one undated lot at 70,783, the price that gives the broker's cost. "))
        let fills = [fill("1", .sell, 6, at: 80_000, second: 0), fill("2", .buy, 1, at: 72_000, second: 1)]
        let leftOut = try LotRebuild(holding: holding(1, costing: 72_000), fills: fills, since: Self.since, costs: .none)
        #expect(message(leftOut).contains(" 1 earlier fill sold shares bought before 1969-10-01 and is left out. "))
        let noFills = try LotRebuild(holding: holding(2, costing: 942_000), fills: [], since: Self.since, costs: .none)
        #expect(message(noFills) == "No fills since 1969-10-01: the broker's 2 shares at 471,000 become one undated lot. You have no lots of it in 관심종목 yet.")
        let oneShare = try LotRebuild(holding: holding(1, costing: 471_000), fills: [], since: Self.since, costs: .none)
        #expect(message(oneShare).hasPrefix("No fills since 1969-10-01: the broker's 1 share at 471,000 becomes one undated lot."))
    }

    @Test func yesRunsTheAcceptanceAndTheSaveReplacesTheLots() throws {
        let store = FakeWatchlistRepository([Watchlist(id: WatchlistID("fav"), name: "관심종목", codes: [Self.samsung])])
        let scheduler = TestScheduler(initialClock: 0)
        let rebuild = try LotRebuild(holding: holding(4, costing: 276_000), fills: [fill("1", .buy, 4, at: 69_000, second: 0)], since: Self.since, costs: .none)
        let factory = LotRebuildDialogFactory(rebuildLots: DefaultRebuildLotsFromFillsUseCase(
            history: FakeFillHistoryRepository([]), repository: store, costs: .none, clock: scheduler
        ))
        var accepted = 0
        let dialog = factory.dialog(for: rebuild, in: store.watchlists[0]) { accepted += 1 }
        #expect(dialog.title == "Rebuild the lots of 삼성전자 in 관심종목")
        let confirm = PublishSubject<Void>()
        let subscription = dialog.transform(ConfirmDialogViewModel.Input(confirm: confirm.asObservable(), decline: .never())).state.subscribe(onNext: { _ in })
        confirm.onNext(())
        subscription.dispose()
        #expect(accepted == 1)
        _ = factory.save(rebuild, in: WatchlistID("fav")).subscribe { _ in }
        scheduler.start()
        #expect(store.watchlists[0].positions == [rebuild.position])
    }
}
