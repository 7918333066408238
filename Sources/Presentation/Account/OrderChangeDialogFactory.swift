// The Account view's dialogs for an open order: the confirmation of a cancel (c), the revise ticket and its review (e).

import DisplayText
import Domain
import Reactive

/// Builds the dialogs that change one of today's open orders, over the use cases that check and send
/// the change. A refusal the run or the settings make is said before any dialog opens (`refusal`).
/// A cancel is confirmed in words — SIMULATED / PAPER / LIVE, side, stock, what rests at what price,
/// what filled — and its yes sends it once. A revise is typed on the reusable input dialog like the
/// order ticket (`6 @ 70,100`, checked as the user types and on Enter), then reviewed on the order
/// review (focus on Edit, so a repeated Enter cannot send; Tab then Enter sends it once). While a cancel
/// is asked or a revise reviewed, the exchange's next request slot is kept free for it
/// (`ChangeOrderUseCase.keepSlotFree`), as the order ticket's review keeps it for a new order.
public final class OrderChangeDialogFactory {
    private let changeOrder: ChangeOrderUseCase
    private let checkOrder: CheckOrderUseCase
    private let scheduler: any ImmediateSchedulerType

    /// - Parameters:
    ///   - changeOrder: Refuses or sends cancels and revises.
    ///   - checkOrder: Checks a typed revise against the tick grid, today's limits and the account.
    ///   - scheduler: Where the dialogs hear answers (the main scheduler).
    public init(changeOrder: ChangeOrderUseCase, checkOrder: CheckOrderUseCase, scheduler: any ImmediateSchedulerType) {
        self.changeOrder = changeOrder
        self.checkOrder = checkOrder
        self.scheduler = scheduler
    }

    /// Why `action` on `order` cannot be done now, in words ("Order 3 not cancelled: …"), nil when it can.
    public func refusal(of action: OrderAction, for order: AccountOrder) -> String? {
        changeOrder.refusal(of: action, for: order).map { "Order \(order.number) not \(Self.pastTense(action)): \($0.message)" }
    }

    /// "Cancel order 3? SIMULATED · Buy 삼성전자 (005930): 6 shares resting at 70,000 …"; yes cancels
    /// once and `notify` hears what became of it (on the scheduler). The slot is kept from now (the dialog
    /// is made to be shown) until no, or until the cancel is answered.
    public func cancelDialog(for order: AccountOrder, notify: @escaping (String) -> Void) -> ConfirmDialogViewModel {
        let headline = headline
        let changeOrder = changeOrder
        let scheduler = scheduler
        let filled = order.filledQuantity > 0 ? " (\(NumberText.grouped(order.filledQuantity)) filled stay filled)" : ""
        let question = "\(headline): cancel order \(order.number), \(Self.describe(order)): the \(Self.resting(order))\(filled)?"
        let slot = changeOrder.keepSlotFree()
        return ConfirmDialogViewModel(title: "Cancel an order · \(headline)", message: question, declined: { slot.dispose() }) {
            _ = changeOrder.cancel(order).tap(on: scheduler) { result in
                slot.dispose()
                switch result {
                case .success(let cancelled):
                    notify("\(headline) order \(cancelled.number) cancelled: \(Self.describe(cancelled)); \(Self.shares(order.remainingQuantity)) taken off the book\(filled).")
                case .failure(let error):
                    notify("Order \(order.number) not cancelled: \(error.userFacingMessage)")
                }
            }
        }
    }

    /// The revise ticket of `order`, starting from `initialText` (what rests, "6 @ "): Enter on a
    /// checked revise presents its review, whose Edit reopens this ticket with the text kept and whose
    /// Send revises once (a LIVE one once the stock's code is typed too); `revised` hears the revising order,
    /// then `notify` what became of it. The slot is kept while the review is open, and after Send until the
    /// revise is answered.
    public func reviseDialog(
        for order: AccountOrder, initialText: String? = nil, present: @escaping (DialogViewModel) -> Void, notify: @escaping (String) -> Void,
        revised: @escaping (AccountOrder) -> Void = { _ in }
    ) -> InputDialogViewModel {
        let checkOrder = checkOrder
        let accepted = LockedState<(text: String, revision: OrderRevision)?>(nil)
        let old = order.price.map(NumberText.grouped) ?? "market"
        return InputDialogViewModel(
            title: "Revise order \(order.number) · \(headline): \(Self.describe(order))",
            prompt: "Shares @ new price, of the \(Self.resting(order)) (the rest keep \(old); the new price queues last)",
            initialText: initialText ?? "\(order.remainingQuantity) @ ",
            rules: InputRules(emptyMessage: OrderRefusal.empty.message),
            check: { typed in
                let checked = checkOrder.checkRevision(text: typed, of: order).map { revision in
                    accepted.withLock { $0 = (typed, revision) }
                    return revision
                }
                return .validating(checked, refusals: OrderRefusal.self)
            },
            checksWhileTyping: true,
            scheduler: scheduler,
            completion: { [self] typed in
                guard let last = accepted.withLock({ $0 }), last.text == typed else { return }
                let revision = last.revision
                let slot = changeOrder.keepSlotFree()
                let title = "\(revision.mode.headline) · Revise order \(order.number)"
                let edit = { [self] in
                    slot.dispose()
                    present(.input(reviseDialog(for: order, initialText: typed, present: present, notify: notify, revised: revised)))
                }
                present(.orderReview(OrderReviewViewModel(
                    title: title, lines: Self.reviewLines(revision), warnings: revision.warnings.map(\.message), edit: edit,
                    send: { [self] in
                        guard revision.mode == .live else { return send(revision, releasing: slot, notify: notify, revised: revised) }
                        // A LIVE revise moves real money like an order: sent only once the stock's code is typed.
                        present(.input(LiveTradingDialogs.confirmation(
                            title: title, code: order.code, scheduler: scheduler,
                            send: { [self] in send(revision, releasing: slot, notify: notify, revised: revised) }, back: edit
                        )))
                    }
                )))
            }
        )
    }

    /// Sends `revision` once and says how it went; its review's `slot` is let go once it is answered.
    private func send(
        _ revision: OrderRevision, releasing slot: Disposable, notify: @escaping (String) -> Void, revised: @escaping (AccountOrder) -> Void
    ) {
        let order = revision.order
        let headline = revision.mode.headline
        let move = "\(Self.shares(revision.quantity)) from \(order.price.map(NumberText.grouped) ?? "market") to \(NumberText.grouped(revision.price))"
        _ = changeOrder.revise(revision).tap(on: scheduler) { result in
            slot.dispose()
            if case .success(let revising) = result { revised(revising) }
            switch result {
            case .success(let revising) where revising.status == .filled:
                notify("\(headline) order \(order.number) revised: \(move) as order \(revising.number), which filled at once.")
            case .success(let revising):
                notify("\(headline) order \(order.number) revised: \(move) as order \(revising.number), last in the queue at its price.")
            case .failure(let error):
                notify("Order \(order.number) not revised: \(error.userFacingMessage)")
            }
        }
    }

    /// The review of a revise in words: the mode, the order, what moves where, what stays, the amount.
    static func reviewLines(_ revision: OrderRevision) -> [String] {
        let order = revision.order
        let old = order.price.map(NumberText.grouped) ?? "market"
        var lines = [
            OrderReviewText.modeLine(revision.mode),
            "Revise (정정) order \(order.number): \(describe(order))",
            "\(shares(revision.quantity)) move from \(old) to \(NumberText.grouped(revision.price)), last in the queue there",
        ]
        let staying = order.remainingQuantity - revision.quantity
        if staying > 0 { lines.append("\(shares(staying)) keep resting at \(old)") }
        lines.append("Amount at the new price: \(NumberText.grouped(revision.quantity * revision.price)) won")
        return lines
    }

    /// SIMULATED / PAPER / LIVE, or NOT TRADING in a run without an order desk.
    private var headline: String { changeOrder.mode?.headline ?? "NOT TRADING" }

    private static func pastTense(_ action: OrderAction) -> String {
        switch action {
        case .buy: "bought"
        case .sell: "sold"
        case .cancel: "cancelled"
        case .revise: "revised"
        }
    }

    /// "buy 10 삼성전자 (005930) @ 70,000" (the name sanitised: it comes from the broker).
    static func describe(_ order: AccountOrder) -> String {
        let side = order.side == .buy ? "buy" : "sell"
        let price = order.price.map(NumberText.grouped) ?? "market"
        return "\(side) \(NumberText.grouped(order.quantity)) \(TextSanitizer.sanitize(order.name)) (\(order.code)) @ \(price)"
    }

    /// "6 shares resting at 70,000" (or "at market").
    static func resting(_ order: AccountOrder) -> String {
        "\(shares(order.remainingQuantity)) resting at \(order.price.map(NumberText.grouped) ?? "market")"
    }

    /// "1 share", "6 shares".
    static func shares(_ count: Int) -> String {
        count == 1 ? "1 share" : "\(NumberText.grouped(count)) shares"
    }
}
