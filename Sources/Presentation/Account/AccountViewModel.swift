// The Account view's view model: the account valued at live prices and the view's keys in, one state per frame out.

import Domain
import Reactive

/// The Account view in Input/Output `transform` style.
///
/// Input: the view's intents and the shown watchlist's positions. Output: an `AccountState` at
/// subscription (loading), then one per frame at most while snapshots, quotes and lots arrive. Opening
/// reads the account once and `r` asks again; a failure is a notice until a later refresh succeeds. `i`
/// proposes the selected holding's missing shares as a lot (`importRequests`; the watchlist's dialog
/// takes it from there), or says there is nothing to import. `f` reads the selected holding's fills and
/// hands the lots they make to the watchlist's confirmation (`rebuildRequests`), or says why not; a
/// second `f`, or closing the view, drops the read still running. Once the lots an import or a rebuild
/// saved arrive, the notice says what they hold beside the broker (a narrow view has no lots column). The selection runs on from the holdings into
/// today's orders (Tab jumps between them); `c` on an open order asks the caller's dialog to confirm its
/// cancel and `e` opens its revise ticket (`dialogRequests`), or each says at once why it cannot be; what
/// became of the change is the next notice.
public final class AccountViewModel {
    public struct Input {
        public let intents: Observable<AccountIntent>
        /// The positions of the watchlist shown behind the view, as they change.
        public let lots: Observable<[Position]>

        public init(intents: Observable<AccountIntent>, lots: Observable<[Position]> = .just([])) {
            self.intents = intents
            self.lots = lots
        }
    }

    public struct Output {
        public let state: Observable<AccountState>
        /// The lots `i` proposes, for the caller's dialog. Subscribe before `state`.
        public let importRequests: Observable<BrokerHoldingImport>
        /// The lots `f` rebuilt from the fills, for the caller's confirmation. Subscribe before `state`.
        public let rebuildRequests: Observable<LotRebuild>
        /// The dialogs of the selected order (the cancel's confirmation), for the caller to open over the
        /// view. Subscribe before `state`.
        public let dialogRequests: Observable<DialogViewModel>
    }

    /// Said for `i` when this run cannot import (no watchlist store).
    static let importUnavailableNotice = "Importing is not available in this run."
    /// Said for `f` when this run cannot rebuild lots (no fills to read, or no watchlist store).
    static let rebuildUnavailableNotice = "Rebuilding lots from fills is not available in this run."
    /// Said for `c` and `e` while a holding, not an order, is selected.
    static let selectAnOrderNotice = "Select one of today's orders first (↓ past the holdings, or Tab)."
    /// Said for `c` and `e` when this run cannot change orders.
    static let ordersUnavailableNotice = "Orders cannot be changed in this run."

    private let watchAccount: WatchAccountUseCase
    private let importHolding: ImportBrokerHoldingUseCase?
    private let rebuildLots: RebuildLotsFromFillsUseCase?
    private let orderChanges: OrderChangeDialogFactory?
    private let scheduler: any SchedulerType
    private let frames: (any ImmediateSchedulerType)?

    /// - Parameters:
    ///   - importHolding: Proposes the lot of `i`; nil where the run cannot import.
    ///   - rebuildLots: Rebuilds the lots of `f` from the fills; nil where the run has no fills to read.
    ///   - orderChanges: The dialogs that cancel or revise an open order; nil where the run cannot change orders.
    ///   - scheduler: Where the account's updates are handled (the run loop's).
    ///   - frames: Where states are emitted once per frame; nil emits after every update (tests).
    public init(
        watchAccount: WatchAccountUseCase, importHolding: ImportBrokerHoldingUseCase? = nil, rebuildLots: RebuildLotsFromFillsUseCase? = nil,
        orderChanges: OrderChangeDialogFactory? = nil, scheduler: any SchedulerType, frames: (any ImmediateSchedulerType)? = nil
    ) {
        self.watchAccount = watchAccount
        self.importHolding = importHolding
        self.rebuildLots = rebuildLots
        self.orderChanges = orderChanges
        self.scheduler = scheduler
        self.frames = frames
    }

    enum Action {
        case intent(AccountIntent)
        case valued(AccountValuation)
        case refreshed
        case refreshFailed(String)
        case lots([Position])
        /// What became of a cancel or revise, for the notice.
        case orderChanged(String)
        /// The read behind `f` failed, or its lots went to the confirmation.
        case rebuildFailed(String)
        case rebuildRead(StockCode)
        /// A revise made this order: the selection moves to it.
        case selectOrder(String)
    }

    enum Effect {
        case refresh
        case propose(BrokerHoldingImport)
        case rebuild(AccountHolding)
        case confirmCancel(AccountOrder)
        case revise(AccountOrder)
    }

    public func transform(_ input: Input) -> Output {
        let watchAccount = watchAccount
        let scheduler = scheduler
        let importHolding = importHolding
        let orderChanges = orderChanges
        let importRequests = PublishSubject<BrokerHoldingImport>()
        let rebuildRequests = PublishSubject<LotRebuild>()
        let rebuildLots = rebuildLots
        let rebuildRead = SerialDisposable()
        let dialogRequests = PublishSubject<DialogViewModel>()
        let state = UpdateLoop<AccountLoopState, Action, Effect>.observable(
            initial: { AccountLoopState() },
            actions: [
                // The account is read once on opening (a KIS account has nothing before it; its
                // failure is a notice), and again on `r`.
                Observable.just(.intent(.refresh)),
                input.intents.map { .intent($0) },
                watchAccount.execute().observe(on: scheduler).map { .valued($0) },
                input.lots.map { .lots($0) },
            ],
            update: { model, action in
                Self.update(&model, action, importHolding: importHolding, rebuilds: rebuildLots != nil, orderChanges: orderChanges)
            },
            emission: frames.map { .oncePerFrame(on: $0) } ?? .eachUpdate,
            effects: { loop in
                { effect in
                    switch effect {
                    case .refresh:
                        watchAccount.refresh()
                            .done(on: scheduler) { _ in loop.send(.refreshed) }
                            .catch(on: scheduler) { loop.send(.refreshFailed("The account could not be read: " + $0.userFacingMessage)) }
                    case .propose(let proposal):
                        importRequests.onNext(proposal)
                    case .rebuild(let holding):
                        guard let rebuildLots else { return }
                        rebuildRead.disposable = rebuildLots.proposal(for: holding).asObservable().observe(on: scheduler).subscribe(
                            onNext: { rebuild in
                                loop.send(.rebuildRead(holding.code))
                                rebuildRequests.onNext(rebuild)
                            },
                            onError: { loop.send(.rebuildFailed("\(holding.name)'s lots were not rebuilt: " + $0.userFacingMessage)) }
                        )
                    case .confirmCancel(let order):
                        guard let orderChanges else { return }
                        dialogRequests.onNext(.confirm(orderChanges.cancelDialog(for: order) { loop.send(.orderChanged($0)) }))
                    case .revise(let order):
                        guard let orderChanges else { return }
                        let ticket = orderChanges.reviseDialog(
                            for: order, present: { dialogRequests.onNext($0) }, notify: { loop.send(.orderChanged($0)) },
                            revised: { loop.send(.selectOrder($0.number)) }
                        )
                        dialogRequests.onNext(.input(ticket))
                    }
                }
            }
        )
        return Output(
            // Closing the view drops a read of the fills still running.
            state: state.map(AccountState.init).do(onDispose: { rebuildRead.dispose() }), importRequests: importRequests.asObservable(),
            rebuildRequests: rebuildRequests.asObservable(),
            dialogRequests: dialogRequests.asObservable()
        )
    }

    private static func update(
        _ model: inout AccountLoopState, _ action: Action, importHolding: ImportBrokerHoldingUseCase?, rebuilds: Bool,
        orderChanges: OrderChangeDialogFactory?
    ) -> [Effect] {
        if case .intent = action {
            model.notice = nil
            model.awaitedLots = nil
        }
        switch action {
        case .intent(.select(let move)):
            model.select(move)
        case .intent(.switchList):
            model.switchList()
        case .intent(.cancelSelected):
            return change(.cancel, &model, orderChanges: orderChanges).map { [.confirmCancel($0)] } ?? []
        case .intent(.reviseSelected):
            return change(.revise, &model, orderChanges: orderChanges).map { [.revise($0)] } ?? []
        case .orderChanged(let message):
            model.notice = message
        case .selectOrder(let number):
            model.selectedOrderNumber = number
        case .intent(.refresh):
            return [.refresh]
        case .intent(.importSelected):
            guard let holding = model.selectedHolding else {
                if model.selectedOrder != nil { model.notice = "Select a holding to import it (↑, or Tab back to the holdings)." }
                return []
            }
            guard let importHolding else {
                model.notice = importUnavailableNotice
                return []
            }
            let held = model.lots[holding.code]?.quantity ?? 0
            guard let proposal = importHolding.proposal(for: holding, heldByLots: held) else {
                model.notice = "Nothing to import: your lots hold \(NumberText.grouped(held)) of \(holding.name), the broker \(NumberText.grouped(holding.quantity))."
                return []
            }
            model.awaitedLots = holding.code
            return [.propose(proposal)]
        case .intent(.rebuildSelected):
            guard let holding = model.selectedHolding else {
                if model.selectedOrder != nil { model.notice = "Select a holding to rebuild its lots (↑, or Tab back to the holdings)." }
                return []
            }
            guard rebuilds else {
                model.notice = rebuildUnavailableNotice
                return []
            }
            model.notice = "Reading the fills of \(holding.name)…"
            return [.rebuild(holding)]
        case .rebuildFailed(let message):
            model.notice = message
        case .rebuildRead(let code):
            model.notice = nil
            model.awaitedLots = code
        case .lots(let positions):
            model.takeLots(positions)
        case .valued(let valuation):
            model.valuation = valuation
        case .refreshed:
            model.refreshProblem = nil
        case .refreshFailed(let message):
            model.refreshProblem = message
        }
        return []
    }

    /// The selected order when `action` may go ahead on it; else nil, with the notice saying why.
    private static func change(_ action: OrderAction, _ model: inout AccountLoopState, orderChanges: OrderChangeDialogFactory?) -> AccountOrder? {
        guard let order = model.selectedOrder else {
            model.notice = selectAnOrderNotice
            return nil
        }
        guard let orderChanges else {
            model.notice = ordersUnavailableNotice
            return nil
        }
        if let refusal = orderChanges.refusal(of: action, for: order) {
            model.notice = refusal
            return nil
        }
        return order
    }
}
