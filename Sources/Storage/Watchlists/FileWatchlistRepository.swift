// The watchlists repository over watchlists.json (Domain's WatchlistRepository, Single-returning).

import Domain
import FoundationEssentials
import Reactive

/// `WatchlistRepository` backed by `watchlists.json` under `StoragePaths.dataDirectory`.
///
/// Build it once at start: `try FileWatchlistRepository(paths: paths)` opens the file, takes the
/// one-writer lock (or opens read-only when another StockWatch has it), sets a damaged file aside, saves
/// a file with bad entries repaired (the original kept beside it) and creates the first-run watchlist;
/// show `notices` to the user. A run that only reads (`writesAtOpen: false`) does none of these writes. The file work of `saveWatchlists` runs
/// when the returned `Single` is subscribed, on the subscribing thread (about 10 ms: two `fsync`s); add
/// `subscribe(on:)` to move it off the UI thread.
public final class FileWatchlistRepository: WatchlistRepository, Sendable {
    private let store: WatchlistFileStore

    /// Opens the watchlists under `paths`; `now` dates the name of a damaged file set aside. With
    /// `writesAtOpen` false (`--once`) nothing is written at open, and a file that cannot be read throws.
    /// - Throws: `WatchlistStoreError.io` when the folder or the file cannot be used at all.
    public init(paths: StoragePaths, now: Date = Date(), writesAtOpen: Bool = true) throws(WatchlistStoreError) {
        store = try WatchlistFileStore(paths: paths, now: now, writesAtOpen: writesAtOpen)
    }

    public func fetchWatchlists() -> Single<[Watchlist]> {
        Single.create { [store] observer in
            observer(.success(store.load()))
            return Disposables.create()
        }
    }

    public func saveWatchlists(_ watchlists: [Watchlist]) -> Single<Void> {
        Single.create { [store] observer in
            do throws(WatchlistStoreError) {
                try store.save(watchlists)
                observer(.success(()))
            } catch {
                observer(.failure(error))
            }
            return Disposables.create()
        }
    }

    public var isReadOnly: Bool { store.isReadOnly }

    public var readOnlyRefusal: WatchlistStoreError { store.readOnlyRefusal }

    public var notices: [String] { store.notices }

    /// What opening found wrong with the file (set aside, bad entries left out, or left alone when read-only), to repeat where
    /// the screen is not (`--once`'s standard error, and after quitting).
    public var damageNotices: [String] { store.damageNotices }
}
