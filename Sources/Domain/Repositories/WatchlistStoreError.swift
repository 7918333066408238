// Why loading or saving the watchlists failed, phrased for the user.

/// A failure of the watchlist store.
public enum WatchlistStoreError: UserFacingError, Sendable, Equatable {
    /// Another StockWatch owns the file; edits are refused so nothing is lost.
    case readOnly
    /// The file was written by a newer StockWatch; it is shown but not written over.
    case newerVersion
    /// The file could not be read; it was moved to `movedTo` and kept.
    case damaged(movedTo: String)
    /// The file system refused, with the system's reason.
    case io(String)
    /// The writer's lock file was deleted or replaced while this StockWatch ran: another one may be
    /// writing now, so saving is refused rather than writing over its changes.
    case lockFileGone(String)

    public var message: String {
        switch self {
        case .readOnly:
            return "Another StockWatch is running: watchlists are read-only here, changes are not saved."
        case .newerVersion:
            return "The watchlists file was written by a newer StockWatch: it is read-only here, changes are not saved."
        case .damaged(let path):
            return "The watchlist file was damaged; it was kept as \(path) and a fresh one started."
        case .io(let reason):
            return "Could not read or write the watchlists: \(reason)"
        case .lockFileGone(let path):
            return "The lock file \(path) was deleted or replaced while StockWatch ran, so another StockWatch may be writing the watchlists: changes are not saved here. Restart StockWatch to edit them again."
        }
    }
}
