// The two dialogs only live orders have: the one-time consent, and typing the stock's code before each send.

import DisplayText
import Domain
import Reactive

/// Builds the live-only steps of the order ticket on the same input dialog as everything else: the
/// consent (`trading = "live"`, once per account: the account number typed in full, recorded in
/// config.json before the first ticket opens) and the confirmation after the review's Send (the stock's
/// code typed, so no key pressed by habit sends real money).
enum LiveTradingDialogs {
    /// The consent for `maskedAccount`: its check records it (refusing any other text, or saying why it
    /// could not be kept); `agreed` runs once it is recorded.
    static func consent(
        maskedAccount: String, useCase: GiveLiveTradingConsentUseCase, scheduler: any ImmediateSchedulerType, agreed: @escaping () -> Void
    ) -> InputDialogViewModel {
        InputDialogViewModel(
            title: "LIVE trading — real money",
            prompt: "Orders sent from here go to your real KIS account \(maskedAccount) and spend real money. "
                + "To agree (once; recorded in config.json), type the account number in full:",
            rules: InputRules(emptyMessage: LiveTradingConsentError.notTyped(maskedAccount: maskedAccount).message),
            check: { typed in
                switch useCase.execute(typed: typed) {
                case .success: .value(.valid)
                case .failure(let error): .value(.invalid(message: error.message))
                }
            },
            scheduler: scheduler,
            completion: { _ in agreed() }
        )
    }

    /// The confirmation of a reviewed LIVE order of `code`: `send` runs when the code is typed, `back` on Esc.
    static func confirmation(
        title: String, code: StockCode, scheduler: any ImmediateSchedulerType, send: @escaping () -> Void, back: @escaping () -> Void
    ) -> InputDialogViewModel {
        let refusal = OrderRefusal.confirmationNotTyped(code: code).message
        return InputDialogViewModel(
            title: "\(title) — confirm",
            prompt: "This order spends real money. Type \(code) to send it:",
            rules: InputRules(emptyMessage: refusal),
            check: { typed in .value(typed.trimmingWhitespace().uppercased() == code.rawValue ? .valid : .invalid(message: refusal)) },
            scheduler: scheduler,
            completion: { _ in send() },
            onCancel: back
        )
    }
}
