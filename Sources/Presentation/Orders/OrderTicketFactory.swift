// The order ticket (b / x): the reusable input dialog with the order's local checks, then the review, then the order.

import Domain
import Reactive

/// Builds the order ticket: one line (`10 @ 70,000`, `10 @ market`) checked by `CheckOrderUseCase` as
/// the user types and again on Enter (superseded checks cancelled by the dialog), then the review
/// (`OrderReviewViewModel`), whose Send places the order once and whose Edit reopens the ticket. Live
/// orders add two steps (`LiveTradingDialogs`): the one-time consent before the first ticket, and the
/// stock's code typed after each Send.
public final class OrderTicketFactory {
    private let checkOrder: CheckOrderUseCase
    private let placeOrder: PlaceOrderUseCase?
    private let scheduler: any ImmediateSchedulerType
    private let liveConsent: GiveLiveTradingConsentUseCase?

    /// - Parameters:
    ///   - checkOrder: The local checks, and the review they make.
    ///   - placeOrder: Sends reviewed orders; nil where the run cannot trade (the check refuses first).
    ///   - scheduler: Where the dialogs handle answers (the main scheduler).
    ///   - liveConsent: With `trading = "live"`, the consent the first ticket asks for; nil otherwise.
    public init(
        checkOrder: CheckOrderUseCase, placeOrder: PlaceOrderUseCase?, scheduler: any ImmediateSchedulerType,
        liveConsent: GiveLiveTradingConsentUseCase? = nil
    ) {
        self.checkOrder = checkOrder
        self.placeOrder = placeOrder
        self.scheduler = scheduler
        self.liveConsent = liveConsent
    }

    /// The ticket to buy or sell `name`, starting from `initialText` — or first, where live orders still
    /// need it, the consent, which opens the ticket once given. `present` opens the review (and the ticket
    /// again after Edit); `notify` says what became of a sent order.
    public func ticket(
        side: OrderSide, code: StockCode, name: String, initialText: String = "",
        present: @escaping (DialogViewModel) -> Void, notify: @escaping (String) -> Void
    ) -> InputDialogViewModel {
        guard let liveConsent, let account = liveConsent.pendingAccount else {
            return orderTicket(side: side, code: code, name: name, initialText: initialText, present: present, notify: notify)
        }
        return LiveTradingDialogs.consent(maskedAccount: account, useCase: liveConsent, scheduler: scheduler) { [self] in
            present(.input(orderTicket(side: side, code: code, name: name, initialText: initialText, present: present, notify: notify)))
        }
    }

    /// The order's own dialog: the line checked as typed and on Enter, then the review.
    private func orderTicket(
        side: OrderSide, code: StockCode, name: String, initialText: String,
        present: @escaping (DialogViewModel) -> Void, notify: @escaping (String) -> Void
    ) -> InputDialogViewModel {
        let checkOrder = checkOrder
        // The last check's review, by the text it checked, so the completion can review exactly that.
        let accepted = LockedState<(text: String, review: OrderReview)?>(nil)
        return InputDialogViewModel(
            title: "\(side == .buy ? "Buy" : "Sell") \(name) (\(code))",
            prompt: "Quantity @ price or market [KRX|NXT]: \(OrderEntry.example)",
            initialText: initialText,
            rules: InputRules(emptyMessage: OrderRefusal.empty.message),
            check: { typed in
                let checked = checkOrder.execute(text: typed, side: side, code: code, name: name).map { review in
                    accepted.withLock { $0 = (typed, review) }
                    return review
                }
                return .validating(checked, refusals: OrderRefusal.self)
            },
            checksWhileTyping: true,
            scheduler: scheduler,
            completion: { [self] typed in
                guard let last = accepted.withLock({ $0 }), last.text == typed else { return }
                // The exchange's next request slot stays free for this order while it is reviewed.
                let slot = placeOrder?.keepSlotFree() ?? Disposables.create()
                let edit = { [self] in
                    slot.dispose()
                    present(.input(orderTicket(side: side, code: code, name: name, initialText: typed, present: present, notify: notify)))
                }
                present(.orderReview(OrderReviewViewModel(
                    review: last.review,
                    edit: edit,
                    send: { [self] review in
                        guard review.mode == .live else { return send(review, releasing: slot, notify: notify) }
                        present(.input(LiveTradingDialogs.confirmation(
                            title: OrderReviewText.title(review), code: code, scheduler: scheduler,
                            send: { [self] in send(review, releasing: slot, notify: notify) }, back: edit
                        )))
                    }
                )))
            }
        )
    }

    /// Places `review`'s order once and says how it went: at once when its answer is lost ("outcome
    /// unknown — checking"), then what the exchange's own list of today's orders shows. The review's
    /// `slot` is let go once the order is answered (the order taking its slot lets it go first).
    private func send(_ review: OrderReview, releasing slot: Disposable, notify: @escaping (String) -> Void) {
        guard let placeOrder else { return notify("Order not placed: this run cannot trade.") }
        let ticket = review.ticket
        let headline = review.mode.headline
        let what = "\(ticket.side == .buy ? "buy" : "sell") \(NumberText.grouped(ticket.quantity)) \(ticket.name) @ \(ticket.price.text)"
        let answerLost = LockedState(false)
        let scheduler = scheduler
        let progress: (OrderProgress) -> Void = { step in
            guard case .outcomeUnknown(let reason) = step else { return }
            answerLost.withLock { $0 = true }
            _ = scheduler.schedule(()) { _ in
                notify("\(headline) order outcome unknown (\(what)): \(reason) — checking KIS's orders of today; it is not sent again.")
                return Disposables.create()
            }
        }
        _ = placeOrder.execute(OrderSubmission(review), progress: progress).tap(on: scheduler) { result in
            slot.dispose()
            switch result {
            case .success(let order) where answerLost.withLock({ $0 }):
                notify("\(headline) order \(order.number) found at KIS after the outcome was unknown: \(what), \(Self.progress(of: order)) ($ shows the account).")
            case .success(let order) where order.status == .filled:
                notify("\(headline) order \(order.number) filled: \(what) at \(NumberText.grouped(order.averageFillPrice ?? 0)) ($ shows the account).")
            case .success(let order) where review.mode != .simulated:
                notify("\(headline) order \(order.number) accepted by KIS: \(what) (fills arrive as execution notices; $ shows the account).")
            case .success(let order):
                notify("\(headline) order \(order.number) rests on the book: \(what) ($ shows it).")
            case .failure(let error as OrderOutcomeUnknown):
                notify("\(headline) order \(error.message)")
            case .failure(let error):
                notify("Order not placed (\(what)): \(error.userFacingMessage)")
            }
        }
    }

    /// Where a found order stands, in words.
    private static func progress(of order: AccountOrder) -> String {
        switch order.status {
        case .open: "accepted, resting"
        case .partiallyFilled: "\(NumberText.grouped(order.filledQuantity)) of \(NumberText.grouped(order.quantity)) filled"
        case .filled: "filled"
        case .cancelled: "cancelled"
        case .revised: "revised"
        case .rejected: "rejected"
        }
    }
}
