// Positions and alerts in the watchlist view model: their use cases, dialogs and effects.

import Domain
import Reactive

extension WatchlistViewModel {
    /// Said for b / x when this run offers no orders.
    static let ordersUnavailableNotice = "Orders are not available in this run."

    /// What effects get to talk back to the update loop.
    typealias Loop = UpdateLoop<WatchlistLoopState, Action, WatchlistEffect>.Context

    /// What positions and alerts need: their dialogs, edits, the alert watch and the fee rates.
    public struct Holdings {
        public let dialogs: HoldingsDialogFactory
        public let editPositions: EditPositionsUseCase
        public let editAlerts: EditPriceAlertsUseCase
        public let watchAlerts: WatchPriceAlertsUseCase
        /// Commission and tax applied to P&L (settings; none by default).
        public let costs: TradingCosts
        /// The order ticket (`b` / `x`); nil where the run offers no orders.
        public let orders: OrderTicketFactory?
        /// The import of a broker holding (the Account view's `i`); nil where the run has no account.
        public let imports: HoldingImportDialogFactory?
        /// The rebuild of a stock's lots from the account's fills (the Account view's `f`); nil where the run has no fills to read.
        public let rebuilds: LotRebuildDialogFactory?
        /// The Korean name the catalog gives a code now (nil when it lacks it), for alerts that fire in a
        /// watchlist not shown; asked when one fires, so it follows a replaced catalog.
        public let name: (StockCode) -> String?

        public init(
            dialogs: HoldingsDialogFactory, editPositions: EditPositionsUseCase, editAlerts: EditPriceAlertsUseCase,
            watchAlerts: WatchPriceAlertsUseCase, costs: TradingCosts = .none, name: @escaping (StockCode) -> String? = { _ in nil },
            orders: OrderTicketFactory? = nil, imports: HoldingImportDialogFactory? = nil, rebuilds: LotRebuildDialogFactory? = nil
        ) {
            self.orders = orders
            self.imports = imports
            self.rebuilds = rebuilds
            self.name = name
            self.dialogs = dialogs
            self.editPositions = editPositions
            self.editAlerts = editAlerts
            self.watchAlerts = watchAlerts
            self.costs = costs
        }
    }

    /// The dialog for a position or alert `dialog`, whose accepted answer runs the matching edit.
    func holdingsRequest(for dialog: WatchlistDialogKind, loop: Loop) -> DialogViewModel? {
        guard let holdings else { return nil }
        switch dialog {
        case .addLot(let code, let name, let watchlist):
            return .input(holdings.dialogs.addLot(code: code, name: name) { [self] lot in
                edit(holdings.editPositions.addLot(lot, code: code, in: watchlist.id), loop: loop)
            })
        case .setAlert(let code, let name, let watchlist):
            return .input(holdings.dialogs.setAlert(code: code, name: name) { [self] checked in
                if let note = checked.note { loop.send(.noted("Alert on \(name) \(checked.condition.text): \(note).")) }
                edit(holdings.editAlerts.add(checked.condition, code: code, in: watchlist.id), loop: loop)
            })
        case .importHolding(let proposal, let watchlist):
            guard let imports = holdings.imports else { return nil }
            return .input(imports.dialog(for: proposal, into: watchlist.name) { [self] lot in
                edit(imports.save(lot, of: proposal, in: watchlist.id), selecting: proposal.code, loop: loop)
            })
        case .rebuildLots(let rebuild, let watchlist):
            guard let rebuilds = holdings.rebuilds else { return nil }
            return .confirm(rebuilds.dialog(for: rebuild, in: watchlist) { [self] in
                edit(rebuilds.save(rebuild, in: watchlist.id), selecting: rebuild.holding.code, loop: loop)
            })
        default:
            return nil
        }
    }

    /// Where the view model's outputs of positions and alerts go.
    struct HoldingsOutputs {
        let dialogRequests: PublishSubject<DialogViewModel>
        let alertLists: PublishSubject<AlertListViewModel>
        let holdingsViews: PublishSubject<HoldingsViewModel>
        let alertsFired: PublishSubject<AlertFiredNotice>
    }

    /// Runs the effects of positions and alerts: the alert watch, a firing, the alert list, the holdings view.
    func runHoldings(_ effect: WatchlistEffect, loop: Loop, alertWatch: SerialDisposable, outputs: HoldingsOutputs) {
        guard let holdings else { return }
        switch effect {
        case .watchAlerts(let watchlists):
            alertWatch.disposable = holdings.watchAlerts.execute(watchlists: watchlists)
                .observe(on: scheduler)
                .subscribe(onNext: { loop.send(.alertFired($0, name: holdings.name($0.code))) })
        case .alertFired(let firing, let notice):
            outputs.alertsFired.onNext(notice)
            edit(holdings.editAlerts.recordFiring(firing), loop: loop)
        case .openAlertList(let watchlist, let names):
            outputs.alertLists.onNext(AlertListViewModel(
                watchlist: watchlist, names: names, editAlerts: holdings.editAlerts, scheduler: scheduler,
                change: { alert, accept in
                    outputs.dialogRequests.onNext(.input(holdings.dialogs.changeAlert(alert, name: names[alert.code] ?? alert.code.rawValue, change: accept)))
                },
                saved: { lists in loop.send(.edited(.success(lists), showing: nil, selecting: nil)) }
            ))
        case .openOrder(let side, let code, let name):
            guard let orders = holdings.orders else { return loop.send(.noted(Self.ordersUnavailableNotice)) }
            let present: (DialogViewModel) -> Void = { outputs.dialogRequests.onNext($0) }
            present(.input(orders.ticket(side: side, code: code, name: name, present: present, notify: { loop.send(.noted($0)) })))
        case .openHoldings(let watchlist, let names, let prices):
            outputs.holdingsViews.onNext(HoldingsViewModel(
                watchlist: watchlist, context: HoldingsViewModel.Context(names: names, prices: prices, costs: holdings.costs),
                editPositions: holdings.editPositions, dialogs: holdings.dialogs, scheduler: scheduler,
                present: { outputs.dialogRequests.onNext($0) },
                saved: { lists in loop.send(.edited(.success(lists), showing: nil, selecting: nil)) }
            ))
        default:
            break
        }
    }
}
