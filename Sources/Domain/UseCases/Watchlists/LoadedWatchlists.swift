// What the app learns when it loads the watchlists: the lists, whether it may edit them, what to tell the user.

/// The result of loading the watchlists at start.
public struct LoadedWatchlists: Sendable, Equatable {
    /// The stored watchlists, in order.
    public let watchlists: [Watchlist]
    /// True when another instance owns the store: every edit will be refused with `.readOnly`.
    public let isReadOnly: Bool
    /// Messages for the user (damaged file set aside, read-only), already phrased.
    public let notices: [String]

    public init(watchlists: [Watchlist], isReadOnly: Bool, notices: [String]) {
        self.watchlists = watchlists
        self.isReadOnly = isReadOnly
        self.notices = notices
    }
}
