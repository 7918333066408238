// Where one run's watchlists live: the watchlists file beside the remembered view, or an unsaved synthetic list.

import Domain
import Storage

/// The watchlists of one run and what opening them found: the watchlists file (read-only when another
/// StockWatch holds its lock) with the remembered view beside it, or for `--synthetic-watchlist` one list of
/// the synthetic catalog's stocks kept in memory only.
struct WatchlistStoreAssembly {
    let watchlists: WatchlistRepository
    /// The remembered sort and columns; nil for the synthetic list, which remembers nothing.
    let rememberedView: RememberedViewRepository?
    /// What opening the watchlists file found wrong with it.
    let fileProblems: [String]
    /// Another StockWatch holds the watchlists' lock (and so, with the same app key, the session).
    let isSecondInstance: Bool
    /// The watchlists file opened read-only: nothing else in the data folder is written either.
    let isReadOnly: Bool

    /// Opens the watchlists file under `paths` (with `--once` only reading it: a file it cannot read is an
    /// error, nothing is written), or with `--synthetic-watchlist` lists every stock of `catalog`.
    init(settings: AppSettings, paths: StoragePaths, catalog: CatalogAssembly) throws(LaunchError) {
        if let count = settings.diagnostics.syntheticWatchlist {
            watchlists = InMemoryWatchlistRepository(
                [Watchlist(id: .generate(), name: "Synthetic \(count)", codes: catalog.listings.map(\.stock.code))],
                notices: ["Synthetic watchlist for measurements: changes are not saved."]
            )
            rememberedView = nil
            fileProblems = []
            isSecondInstance = false
            isReadOnly = false
            return
        }
        let file: FileWatchlistRepository
        do {
            file = try FileWatchlistRepository(paths: paths, writesAtOpen: settings.once == nil)
        } catch {
            throw .watchlists(error.message)
        }
        watchlists = file
        rememberedView = RememberedViewFile(path: paths.rememberedViewFile, isReadOnly: file.isReadOnly)
        fileProblems = file.damageNotices
        isSecondInstance = file.isReadOnly && file.readOnlyRefusal == .readOnly
        isReadOnly = file.isReadOnly
    }
}
