// The import dialog (the Account view's i): a broker holding's missing shares as a lot, prefilled, checked, saved.

import DisplayText
import Domain
import Reactive

/// Builds the dialog that turns a broker holding into a lot, through the reusable input dialog: the
/// answer is prefilled with the proposal (`10 @ 70,000`) so Enter accepts it, and the domain's check
/// reads whatever the user typed instead. Saving adds the stock to the watchlist when it is not in it.
public final class HoldingImportDialogFactory {
    private let importHolding: ImportBrokerHoldingUseCase
    private let scheduler: any ImmediateSchedulerType

    /// - Parameters:
    ///   - importHolding: Checks the typed lot and saves it.
    ///   - scheduler: Where the dialog handles its check's answer (the main scheduler).
    public init(importHolding: ImportBrokerHoldingUseCase, scheduler: any ImmediateSchedulerType) {
        self.importHolding = importHolding
        self.scheduler = scheduler
    }

    /// "Import 삼성전자 from the broker into 관심종목", prefilled with `proposal.text`; an undated answer
    /// is dated today. Refused: unreadable, off the tick grid, more shares than proposed, a future day or
    /// a day KRX was shut. `accept` receives the checked lot.
    public func dialog(for proposal: BrokerHoldingImport, into watchlistName: String, accept: @escaping (PositionLot) -> Void) -> InputDialogViewModel {
        let importHolding = importHolding
        // The check's last acceptance, by the text it checked, so the completion keeps its date.
        let accepted = LockedState<(text: String, lot: PositionLot)?>(nil)
        return InputDialogViewModel(
            title: "Import \(TextSanitizer.sanitize(proposal.name)) from the broker into \(watchlistName)",
            prompt: "Quantity @ price [date YYYY-MM-DD], today unless dated: \(NumberText.grouped(proposal.quantity)) not in your lots",
            initialText: proposal.text,
            rules: InputRules(emptyMessage: PositionLotError.empty.message),
            check: { typed in
                let checked = importHolding.check(text: typed, for: proposal).map { lot in
                    accepted.withLock { $0 = (typed, lot) }
                    return lot
                }
                return .validating(checked, refusals: PositionLotError.self)
            },
            scheduler: scheduler,
            completion: { typed in
                if let last = accepted.withLock({ $0 }), last.text == typed { accept(last.lot) }
            }
        )
    }

    /// Saves `lot` of `proposal`'s stock into the watchlist `id`, adding the stock first when it is not in it.
    public func save(_ lot: PositionLot, of proposal: BrokerHoldingImport, in id: WatchlistID) -> Single<[Watchlist]> {
        importHolding.execute(lot, code: proposal.code, name: proposal.name, in: id)
    }
}
