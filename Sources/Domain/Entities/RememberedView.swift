// What the watchlist screen showed when it was left: kept so that the next start shows the same.

/// The open watchlist and the sort with its direction, remembered across restarts.
public struct RememberedView: Hashable, Sendable {
    /// The watchlist shown; nil before any was (the first one is shown then).
    public var watchlistID: WatchlistID?
    public var sort: WatchlistSort
    /// True when the sort runs against its natural direction (lowest change first, names ㅎ to ㄱ…).
    public var isSortReversed: Bool

    public init(watchlistID: WatchlistID?, sort: WatchlistSort, isSortReversed: Bool) {
        self.watchlistID = watchlistID
        self.sort = sort
        self.isSortReversed = isSortReversed
    }

    /// What a first start shows: the first watchlist in list order.
    public static let initial = RememberedView(watchlistID: nil, sort: .listOrder, isSortReversed: false)
}
