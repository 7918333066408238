// The Account view's dialogs for an open order: the confirmation of a cancel (c), in words.

import DisplayText
import Domain
import Reactive

/// Builds the dialogs that change one of today's open orders, over the use cases that send the change.
/// A refusal the run or the settings make is said before any dialog opens (`cancelRefusal`); the
/// confirmation names the order whole — SIMULATED / PAPER / LIVE, side, stock, what rests at what price,
/// what filled — and its yes sends the cancel once.
public final class OrderChangeDialogFactory {
    private let cancelOrder: CancelOrderUseCase
    private let scheduler: any ImmediateSchedulerType

    /// - Parameters:
    ///   - cancelOrder: Refuses or sends cancels.
    ///   - scheduler: Where the dialog hears the answer (the main scheduler).
    public init(cancelOrder: CancelOrderUseCase, scheduler: any ImmediateSchedulerType) {
        self.cancelOrder = cancelOrder
        self.scheduler = scheduler
    }

    /// Why `order` cannot be cancelled now, in words ("Order 3 not cancelled: …"), nil when it can.
    public func cancelRefusal(for order: AccountOrder) -> String? {
        cancelOrder.refusal(for: order).map { "Order \(order.number) not cancelled: \($0.message)" }
    }

    /// "Cancel order 3? SIMULATED · Buy 삼성전자 (005930): 6 shares resting at 70,000 …"; yes cancels
    /// once and `notify` hears what became of it (on the scheduler).
    public func cancelDialog(for order: AccountOrder, notify: @escaping (String) -> Void) -> ConfirmDialogViewModel {
        let headline = cancelOrder.mode?.headline ?? "NOT TRADING"
        let cancelOrder = cancelOrder
        let scheduler = scheduler
        let filled = order.filledQuantity > 0 ? " (\(NumberText.grouped(order.filledQuantity)) filled stay filled)" : ""
        let question = "\(headline): cancel order \(order.number), \(Self.describe(order)): the \(Self.resting(order))\(filled)?"
        return ConfirmDialogViewModel(title: "Cancel an order · \(headline)", message: question) {
            _ = cancelOrder.execute(order).tap(on: scheduler) { result in
                switch result {
                case .success(let cancelled):
                    notify("\(headline) order \(cancelled.number) cancelled: \(Self.describe(cancelled)); \(Self.shares(order.remainingQuantity)) taken off the book\(filled).")
                case .failure(let error):
                    notify("Order \(order.number) not cancelled: \(error.userFacingMessage)")
                }
            }
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
