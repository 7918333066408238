// Where the user's watchlists are kept (a JSON file in Storage; in memory in tests).

import Reactive

/// The stored, ordered watchlists.
public protocol WatchlistRepository: AnyObject {
    /// The stored watchlists, in order. Fails with a WatchlistStoreError.
    func fetchWatchlists() -> Single<[Watchlist]>
    /// Persists the whole ordered list atomically. Fails with WatchlistStoreError (.readOnly when another
    /// instance holds the lock).
    func saveWatchlists(_ watchlists: [Watchlist]) -> Single<Void>
    /// True when another instance owns the file (or it cannot be written, or a newer StockWatch wrote
    /// it): edits are refused with a message, nothing is lost.
    var isReadOnly: Bool { get }
    /// Things to tell the user at start (damaged file set aside, read-only), already phrased for them.
    var notices: [String] { get }
    /// The error an edit gets while `isReadOnly`, saying why (another instance, a folder that cannot be
    /// written, `.newerVersion`); `.readOnly` unless the store knows better.
    var readOnlyRefusal: WatchlistStoreError { get }
}

extension WatchlistRepository {
    /// Another instance owns the store, unless the store says otherwise.
    public var readOnlyRefusal: WatchlistStoreError { .readOnly }
}
