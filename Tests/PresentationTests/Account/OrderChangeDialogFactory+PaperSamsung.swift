// The order-change dialogs the revise and slot tests share: paper trading, 삼성전자 at 70,000, one buy resting.

import Domain
import DomainTestDoubles
import Presentation
import Reactive
import ReactiveTesting

extension OrderChangeDialogFactory {
    /// Paper (or `mode`) dialogs over `desk` and `slot`: the quote 70,000, the account 10,000,000 won in
    /// cash with `resting` open.
    static func paperSamsung(
        desk: FakeOrderRepository, slot: FakeOrderSlotKeeper? = nil, resting: AccountOrder, mode: TradingMode = .paper
    ) -> OrderChangeDialogFactory {
        let settings = OrderSettings(mode: mode)
        return OrderChangeDialogFactory(
            changeOrder: DefaultChangeOrderUseCase(orders: desk, slot: slot, settings: settings),
            checkOrder: DefaultCheckOrderUseCase(
                orders: desk, account: FakeAccountRepository(.sample([], cash: 10_000_000, orders: [resting])),
                quotes: FakeQuoteRepository(quote: .of(resting.code, price: 70_000, base: 70_000)), catalog: InMemoryStockCatalog([Listings.samsung]),
                clock: TestScheduler(initialClock: 0), settings: settings
            ),
            scheduler: ImmediateScheduler.instance
        )
    }
}
