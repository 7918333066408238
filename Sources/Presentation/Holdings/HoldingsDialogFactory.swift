// The lot (p, and the holdings view's add / edit / sell) and alert (!) dialogs, built from the reusable input
// dialog with the domain's checks.

import Domain
import Reactive

/// Builds the dialogs of positions and alerts: what each asks, what the caller's check (a domain use
/// case that knows the stock's day) accepts, and what it says when it refuses. What to do with an
/// accepted answer comes from the caller (the view model runs the edit).
public final class HoldingsDialogFactory {
    private let checkLot: CheckPositionLotUseCase
    private let checkAlert: CheckPriceAlertUseCase
    private let scheduler: any ImmediateSchedulerType

    /// - Parameters:
    ///   - checkLot: Reads a typed lot and checks a lot dated today against the day's limits.
    ///   - checkAlert: Reads a typed condition and refuses what cannot fire today or would fire at once.
    ///   - scheduler: Where the dialogs handle their checks' answers (the main scheduler).
    public init(checkLot: CheckPositionLotUseCase, checkAlert: CheckPriceAlertUseCase, scheduler: any ImmediateSchedulerType) {
        self.checkLot = checkLot
        self.checkAlert = checkAlert
        self.scheduler = scheduler
    }

    /// `p` (and `a` in the holdings view), "Add a lot of 삼성전자": `10 @ 70,000`, optionally dated.
    /// Refused: unreadable (with the form), off the tick grid (both neighbours named), dated after today
    /// or on a day KRX was shut, dated today outside the day's limits (named). `add` receives the lot.
    public func addLot(code: StockCode, name: String, add: @escaping (PositionLot) -> Void) -> InputDialogViewModel {
        lotDialog(title: "Add a lot of \(name)", initialText: "", code: code, name: name, held: nil, completion: add)
    }

    /// The holdings view's `e`: as `addLot`, starting from the lot as it is; `replace` receives the new one.
    public func editLot(_ lot: PositionLot, code: StockCode, name: String, replace: @escaping (PositionLot) -> Void) -> InputDialogViewModel {
        lotDialog(title: "Change the lot \(lot.text) of \(name)", initialText: lot.text, code: code, name: name, held: nil, completion: replace)
    }

    /// The holdings view's `s`, "Sell 삼성전자 (15 held)": `quantity @ price [date]`, checked as a lot and
    /// refused above the `held` shares. `sell` receives the trade (booked by moving average).
    public func sell(code: StockCode, name: String, held: Int, sell: @escaping (PositionLot) -> Void) -> InputDialogViewModel {
        lotDialog(title: "Sell \(name) (\(NumberText.grouped(held)) held)", initialText: "", code: code, name: name, held: held, completion: sell)
    }

    /// The sell dialog's example: a sale is dated the day it was sold, not bought.
    static let saleExample = "10 @ 70,000, or with the date sold: 10 @ 70,000 2026-11-30"

    private func lotDialog(
        title: String, initialText: String, code: StockCode, name: String, held: Int?,
        completion: @escaping (PositionLot) -> Void
    ) -> InputDialogViewModel {
        let checkLot = checkLot
        return InputDialogViewModel(
            title: title,
            prompt: held == nil ? "Quantity @ price [date YYYY-MM-DD]: \(PositionLotError.example)" : "Quantity @ price [date YYYY-MM-DD]: \(Self.saleExample)",
            initialText: initialText,
            rules: InputRules(emptyMessage: PositionLotError.empty.message),
            check: { typed in
                let checked = held.map { checkLot.executeSale(text: typed, code: code, name: name, held: $0) }
                    ?? checkLot.execute(text: typed, code: code, name: name)
                return .validating(checked, refusals: PositionLotError.self)
            },
            scheduler: scheduler,
            completion: { typed in
                if let lot = try? PositionLot(parsing: typed) { completion(lot) }
            }
        )
    }

    /// `!`, "Alert on 삼성전자": one condition. Refused: unreadable, off the tick grid (the nearest price
    /// offered), already true now. Beyond today's limits it is accepted with a note ("not reachable today;
    /// upper limit 266,500"). `set` receives the condition and its note.
    public func setAlert(code: StockCode, name: String, set: @escaping (CheckedPriceAlert) -> Void) -> InputDialogViewModel {
        alertDialog(title: "Alert on \(name)", initialText: "", code: code, name: name, completion: set)
    }

    /// The alert list's edit: as `setAlert`, starting from the alert's condition; accepting it re-arms it.
    public func changeAlert(_ alert: PriceAlert, name: String, change: @escaping (CheckedPriceAlert) -> Void) -> InputDialogViewModel {
        alertDialog(title: "Change alert \(alert.id) on \(name)", initialText: alert.condition.text, code: alert.code, name: name, completion: change)
    }

    private func alertDialog(
        title: String, initialText: String, code: StockCode, name: String,
        completion: @escaping (CheckedPriceAlert) -> Void
    ) -> InputDialogViewModel {
        let checkAlert = checkAlert
        // The check's last acceptance, by the text it checked, so the completion can pass its note on.
        let accepted = LockedState<(text: String, alert: CheckedPriceAlert)?>(nil)
        return InputDialogViewModel(
            title: title,
            prompt: "Condition: \(PriceAlertError.example)",
            initialText: initialText,
            rules: InputRules(emptyMessage: PriceAlertError.empty.message),
            check: { typed in
                let checked = checkAlert.execute(text: typed, code: code, name: name).map { alert in
                    accepted.withLock { $0 = (typed, alert) }
                    return alert
                }
                return .validating(checked, refusals: PriceAlertError.self)
            },
            scheduler: scheduler,
            completion: { typed in
                if let last = accepted.withLock({ $0 }), last.text == typed {
                    completion(last.alert)
                } else if let condition = try? PriceAlertCondition(parsing: typed) {
                    completion(CheckedPriceAlert(condition: condition))
                }
            }
        )
    }
}
