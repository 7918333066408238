// The order ticket the send and slot tests share: paper trading of 삼성전자 at 70,000 with ten million won.

import Domain
import DomainTestDoubles
import Presentation
import Reactive
import ReactiveTesting

extension OrderTicketFactory {
    /// A paper (or `mode`) ticket factory over `desk` and `slot`, the quote 70,000, the account 10,000,000 won in cash.
    static func paperSamsung(
        desk: FakeOrderRepository, slot: FakeOrderSlotKeeper = FakeOrderSlotKeeper(), mode: TradingMode = .paper,
        liveConsent: GiveLiveTradingConsentUseCase? = nil
    ) -> OrderTicketFactory {
        let quotes = FakeQuoteRepository(quote: .of(Listings.samsung.code, price: 70_000, base: 70_000))
        let settings = OrderSettings(mode: mode)
        return OrderTicketFactory(
            checkOrder: DefaultCheckOrderUseCase(
                orders: desk, account: FakeAccountRepository(.sample([], cash: 10_000_000)), quotes: quotes,
                catalog: InMemoryStockCatalog([Listings.samsung]), clock: TestScheduler(initialClock: 0), settings: settings
            ),
            placeOrder: DefaultPlaceOrderUseCase(orders: desk, slot: slot, settings: settings),
            scheduler: ImmediateScheduler.instance,
            liveConsent: liveConsent
        )
    }
}
