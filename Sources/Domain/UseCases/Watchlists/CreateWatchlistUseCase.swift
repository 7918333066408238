// Create an empty watchlist with a valid, unused name, at the end of the list.

import Reactive

/// Creates watchlists.
public protocol CreateWatchlistUseCase {
    /// Appends an empty watchlist named `name` (trimmed); the single gives all lists as saved, the new
    /// one last. Fails with `WatchlistNameError` or `WatchlistStoreError` (`.readOnly` included).
    func execute(name: String) -> Single<[Watchlist]>
}

/// Creates in a `WatchlistRepository`, with identities from `makeID`.
public final class DefaultCreateWatchlistUseCase: CreateWatchlistUseCase {
    private let transaction: WatchlistStoreTransaction
    private let makeID: () -> WatchlistID

    /// `makeID` gives each new list its identity (random UUID text by default; fixed in tests).
    public init(repository: WatchlistRepository, makeID: @escaping () -> WatchlistID = WatchlistID.generate) {
        transaction = WatchlistStoreTransaction(repository: repository)
        self.makeID = makeID
    }

    public func execute(name: String) -> Single<[Watchlist]> {
        let makeID = makeID
        return transaction.edit { watchlists in
            let accepted = try WatchlistNameRules.validate(name, among: watchlists, excluding: nil).get()
            return watchlists + [Watchlist(id: makeID(), name: accepted, codes: [])]
        }
    }
}
