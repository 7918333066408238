// The lot (p) and alert (!) dialogs, built from the reusable input dialog with the domain's checks.

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

    /// `p`, "Add a lot of 삼성전자": `10 @ 70,000`, optionally dated. Refused: unreadable (with the form),
    /// dated after today, dated today outside the day's limits (named). `add` receives the lot.
    public func addLot(code: StockCode, name: String, add: @escaping (PositionLot) -> Void) -> InputDialogViewModel {
        let checkLot = checkLot
        return InputDialogViewModel(
            title: "Add a lot of \(name)",
            prompt: "Quantity @ price [date YYYY-MM-DD]: \(PositionLotError.example)",
            rules: InputRules(emptyMessage: PositionLotError.empty.message),
            check: { typed in .validating(checkLot.execute(text: typed, code: code, name: name), refusals: PositionLotError.self) },
            scheduler: scheduler,
            completion: { typed in
                if let lot = try? PositionLot(parsing: typed) { add(lot) }
            }
        )
    }

    /// `!`, "Alert on 삼성전자": one condition. Refused: unreadable, beyond today's upper/lower limit
    /// (named), off the tick grid (the nearest price offered), already true now. `set` receives it.
    public func setAlert(code: StockCode, name: String, set: @escaping (PriceAlertCondition) -> Void) -> InputDialogViewModel {
        alertDialog(title: "Alert on \(name)", initialText: "", code: code, name: name, completion: set)
    }

    /// The alert list's edit: as `setAlert`, starting from the alert's condition; accepting it re-arms it.
    public func changeAlert(_ alert: PriceAlert, name: String, change: @escaping (PriceAlertCondition) -> Void) -> InputDialogViewModel {
        alertDialog(title: "Change alert \(alert.id) on \(name)", initialText: alert.condition.text, code: alert.code, name: name, completion: change)
    }

    private func alertDialog(
        title: String, initialText: String, code: StockCode, name: String,
        completion: @escaping (PriceAlertCondition) -> Void
    ) -> InputDialogViewModel {
        let checkAlert = checkAlert
        return InputDialogViewModel(
            title: title,
            prompt: "Condition: \(PriceAlertError.example)",
            initialText: initialText,
            rules: InputRules(emptyMessage: PriceAlertError.empty.message),
            check: { typed in .validating(checkAlert.execute(text: typed, code: code, name: name), refusals: PriceAlertError.self) },
            scheduler: scheduler,
            completion: { typed in
                if let condition = try? PriceAlertCondition(parsing: typed) { completion(condition) }
            }
        )
    }
}
