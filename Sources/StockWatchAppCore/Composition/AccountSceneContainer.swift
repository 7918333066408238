// The Account scene's container: builds the account use case and the Account view model from this run's repositories.

import Domain
import Presentation
import Reactive

/// Builds the Account view's use cases and view model (as `StockDetailSceneContainer` does for the
/// detail view); `--once --account` runs the same account use case.
public struct AccountSceneContainer {
    private let account: AccountRepository
    private let quotes: QuoteRepository
    private let scheduler: any SchedulerType
    private let orders: (OrderRepository & OrderSlotKeeper)?
    private let orderSettings: OrderSettings
    private let ordersUnavailable: OrderRefusal
    private let checkOrder: CheckOrderUseCase?

    /// - Parameters:
    ///   - account: The simulated exchange's account or the KIS account.
    ///   - quotes: The live feed the holdings are valued with.
    ///   - scheduler: Where the view model handles updates.
    ///   - orders: Where changes of open orders go, which also keeps its exchange's next request slot free while a
    ///     change is reviewed; nil when the run cannot trade (refused with `ordersUnavailable`).
    ///   - orderSettings: The run's order settings (permissions, read-only), as the order ticket's.
    ///   - checkOrder: The order ticket's checks, which check a typed revise; nil: the view changes no orders.
    public init(
        account: AccountRepository, quotes: QuoteRepository, scheduler: any SchedulerType, orders: (OrderRepository & OrderSlotKeeper)? = nil,
        orderSettings: OrderSettings = OrderSettings(), ordersUnavailable: OrderRefusal = .noAccount, checkOrder: CheckOrderUseCase? = nil
    ) {
        self.account = account
        self.quotes = quotes
        self.scheduler = scheduler
        self.orders = orders
        self.orderSettings = orderSettings
        self.ordersUnavailable = ordersUnavailable
        self.checkOrder = checkOrder
    }

    public func makeWatchAccountUseCase() -> WatchAccountUseCase {
        DefaultWatchAccountUseCase(account: account, quotes: quotes)
    }

    /// The cancel and revise of an open order (the Account view's `c` and `e`), refusing what the settings
    /// and the run do not allow; each keeps the slot free while it is confirmed or reviewed.
    public func makeChangeOrderUseCase() -> ChangeOrderUseCase {
        DefaultChangeOrderUseCase(orders: orders, slot: orders, settings: orderSettings, unavailable: ordersUnavailable)
    }

    /// The dialogs that change an open order; nil without the order checks (the view then says it cannot).
    public func makeOrderChangeDialogFactory() -> OrderChangeDialogFactory? {
        checkOrder.map { OrderChangeDialogFactory(changeOrder: makeChangeOrderUseCase(), checkOrder: $0, scheduler: scheduler) }
    }

    /// The Account view model; `importHolding` proposes the lots of `i`, `rebuildLots` rebuilds those of `f`
    /// (nil: the key says it cannot); `frames` as for the other views (nil emits after every update).
    public func makeAccountViewModel(
        importHolding: ImportBrokerHoldingUseCase? = nil, rebuildLots: RebuildLotsFromFillsUseCase? = nil, frames: (any ImmediateSchedulerType)? = nil
    ) -> AccountViewModel {
        AccountViewModel(
            watchAccount: makeWatchAccountUseCase(), importHolding: importHolding, rebuildLots: rebuildLots, orderChanges: makeOrderChangeDialogFactory(),
            scheduler: scheduler, frames: frames
        )
    }
}
