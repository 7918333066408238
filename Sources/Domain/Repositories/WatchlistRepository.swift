// Where the user's watchlists are kept (a JSON file in Storage; in memory in tests).

import Reactive

/// The stored, ordered watchlists.
public protocol WatchlistRepository: AnyObject {
    /// The stored watchlists, in order. Fails with a WatchlistStoreError.
    func fetchWatchlists() -> Single<[Watchlist]>
    /// Persists the whole ordered list atomically. Fails with WatchlistStoreError (.readOnly when another
    /// instance holds the lock).
    func saveWatchlists(_ watchlists: [Watchlist]) -> Single<Void>
    /// True when another instance owns the file: edits are refused with a message, nothing is lost.
    var isReadOnly: Bool { get }
    /// Why edits are refused while read-only: `.readOnly` (another instance) or `.newerVersion`.
    var readOnlyError: WatchlistStoreError { get }
    /// Things to tell the user at start (damaged file set aside, read-only), already phrased for them.
    var notices: [String] { get }
}

extension WatchlistRepository {
    /// Another instance owns the store, unless the store says otherwise.
    public var readOnlyError: WatchlistStoreError { .readOnly }
}
