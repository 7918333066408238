// Add, change, re-arm, delete price alerts, and record that one fired.

import Reactive

/// Edits alerts; each call saves all watchlists and gives them back as saved. Fails with
/// `WatchlistEditError`, `PriceAlertError.alertNotFound` or `WatchlistStoreError`.
public protocol EditPriceAlertsUseCase {
    /// Adds an armed alert on `code` (which must be in the watchlist), numbered after the highest.
    func add(_ condition: PriceAlertCondition, code: StockCode, in id: WatchlistID) -> Single<[Watchlist]>
    /// Gives alert `alertID` a new condition and arms it.
    func change(_ alertID: PriceAlertID, to condition: PriceAlertCondition, in id: WatchlistID) -> Single<[Watchlist]>
    /// Arms a fired alert again.
    func rearm(_ alertID: PriceAlertID, in id: WatchlistID) -> Single<[Watchlist]>
    func delete(_ alertID: PriceAlertID, in id: WatchlistID) -> Single<[Watchlist]>
    /// Marks the alert of `firing` fired, unless it was changed, re-armed or deleted meanwhile (then
    /// nothing is saved and the single gives the lists as they are).
    func recordFiring(_ firing: PriceAlertFiring) -> Single<[Watchlist]>
}

/// Edits in a `WatchlistRepository`.
public final class DefaultEditPriceAlertsUseCase: EditPriceAlertsUseCase {
    private let transaction: WatchlistStoreTransaction

    public init(repository: WatchlistRepository) {
        transaction = WatchlistStoreTransaction(repository: repository)
    }

    public func add(_ condition: PriceAlertCondition, code: StockCode, in id: WatchlistID) -> Single<[Watchlist]> {
        transaction.editWatchlist(id) { watchlist in
            guard watchlist.codes.contains(code) else { throw WatchlistEditError.stockNotInWatchlist(code) }
            let next = PriceAlertID((watchlist.alerts.map(\.id.rawValue).max() ?? 0) + 1)
            watchlist.alerts.append(PriceAlert(id: next, code: code, condition: condition))
        }
    }

    public func change(_ alertID: PriceAlertID, to condition: PriceAlertCondition, in id: WatchlistID) -> Single<[Watchlist]> {
        editAlert(alertID, in: id) { alert in
            alert.condition = condition
            alert.state = .armed
        }
    }

    public func rearm(_ alertID: PriceAlertID, in id: WatchlistID) -> Single<[Watchlist]> {
        editAlert(alertID, in: id) { $0.state = .armed }
    }

    public func delete(_ alertID: PriceAlertID, in id: WatchlistID) -> Single<[Watchlist]> {
        transaction.editWatchlist(id) { watchlist in
            guard let index = watchlist.alerts.firstIndex(where: { $0.id == alertID }) else { throw PriceAlertError.alertNotFound(alertID) }
            watchlist.alerts.remove(at: index)
        }
    }

    public func recordFiring(_ firing: PriceAlertFiring) -> Single<[Watchlist]> {
        transaction.edit { watchlists in
            var edited = watchlists
            guard let list = edited.firstIndex(where: { $0.id == firing.watchlistID }),
                  let index = edited[list].alerts.firstIndex(where: { $0.id == firing.alertID }),
                  edited[list].alerts[index].state.isArmed,
                  edited[list].alerts[index].condition == firing.condition
            else { return watchlists }
            edited[list].alerts[index].state = .fired(at: firing.time, price: firing.price)
            return edited
        }
    }

    private func editAlert(_ alertID: PriceAlertID, in id: WatchlistID, _ change: @escaping (inout PriceAlert) -> Void) -> Single<[Watchlist]> {
        transaction.editWatchlist(id) { watchlist in
            guard let index = watchlist.alerts.firstIndex(where: { $0.id == alertID }) else { throw PriceAlertError.alertNotFound(alertID) }
            change(&watchlist.alerts[index])
        }
    }
}
