// Why the remembered view could not be read or written, phrased for the user.

/// A failure of the `RememberedViewRepository`. The view is a convenience: a failure costs the
/// sort and the open watchlist, never a watchlist.
public enum RememberedViewError: UserFacingError, Sendable, Equatable {
    /// The stored view is damaged or cannot be read: `reason` is a sentence naming the file and what
    /// is wrong with it ("Could not read …: Permission denied", "… is not a StockWatch view file").
    case unreadable(String)
    /// The view could not be stored: `reason` is a sentence from the file system.
    case unwritable(String)

    public var message: String {
        switch self {
        case .unreadable(let reason): "\(reason) — the sort and the open watchlist start from the defaults; your watchlists are kept."
        case .unwritable(let reason): "The sort and the open watchlist are not remembered: \(reason)"
        }
    }
}
