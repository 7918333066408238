// Everything the watchlist screen draws, as one value per frame.

import DisplayText
import Domain
import FoundationEssentials

/// One frame of the watchlist screen: header (tabs, session, clock), the rows, the filter line and
/// the status bar (feed health, notice). Plain values only: the view draws, it decides nothing.
public struct WatchlistState: Hashable, Sendable {
    /// The watchlists' names, in order (header tabs).
    public let tabs: [String]
    /// The tab shown, nil while loading or when there is no watchlist.
    public let activeTab: Int?
    /// The rows shown, in the watchlist's order or the chosen sort, after the filter.
    public let rows: [WatchlistRow]
    /// The selected row's index in `rows`, nil when no row is shown.
    public let selectedIndex: Int?
    public let sort: WatchlistSort
    /// True when `sort` runs against its natural direction (`WatchlistSort.isAscending`).
    public let isSortReversed: Bool
    /// The filter text; rows match it by code, Korean/English name or 초성.
    public let filter: EditableText
    /// True while the filter line takes the keys (after `/`, until Enter or Esc).
    public let isEditingFilter: Bool
    /// How many stocks the shown watchlist has, filter aside ("3 of 12").
    public let stockCount: Int
    /// What to show instead of rows when there are none, nil when there are rows.
    public let emptyMessage: String?
    /// True until the watchlists are loaded.
    public let isLoading: Bool
    /// What the feed, KRX and Nextrade are doing, e.g. "KRX closed · NXT after-market 15:30–20:00" or
    /// "simulated session · KRX closed · holiday — opens Mon 12-28 09:00 · NXT opens Mon 12-28 08:00".
    public let session: String
    /// The same, shorter, for a narrow header: "simulated session · KRX closed · NXT closed".
    public let sessionBrief: String
    /// The shortest session text ("sim · KRX closed · NXT after"), still naming what the simulator does and
    /// both venues, for a narrow header or one that also shows the indices.
    public let sessionPhase: String
    /// True while the feed's prices move (a venue trades, or the simulator runs its own session).
    public let isMarketTrading: Bool
    /// KOSPI, KOSDAQ and KOSPI200 as far as the index feed has told them (a stale one marked), for the header.
    public let indices: [MarketIndexSummary]
    /// Korea time now, "14:32:05".
    public let clock: String
    /// Now, on the view model's clock.
    public let now: Date
    public let feed: FeedHealth
    /// A message about the last edit or key (refused, failed), cleared by the next key; else the
    /// store's notice from loading (a damaged file set aside), until Esc.
    public let notice: String?
    /// True when another StockWatch owns the watchlists: edits are refused (say so in the header).
    public let isReadOnly: Bool
    /// The totals line when the shown watchlist has positions (show the position columns then), else nil.
    public let positionTotals: PositionTotalsLine?
    /// The shown watchlist's positions the user can see (`Watchlist.heldPositions`), for the Account view's lots.
    public let heldPositions: [Position]
    /// Which stock catalog is in use, its date and its refresh; nil for a catalog that is never refreshed.
    public let catalog: CatalogStatusLine?
    /// Every notice, failure and settings problem of this run, oldest first (the messages view, `m`).
    public let messages: [RunMessage]
    /// The latest background failure (feed, socket, catalog refresh) for the message row, for a while
    /// after it was said and until Esc; nil otherwise.
    public let backgroundMessage: String?

    /// Shown instead of rows for an empty watchlist.
    public static let emptyWatchlistMessage = "This watchlist is empty: press a to add a stock."
    /// Shown instead of rows when the filter lets nothing through.
    public static let nothingMatchesMessage = "No stock in this watchlist matches the filter."
    /// Shown when there is no watchlist at all.
    public static let noWatchlistMessage = "No watchlist: press n to create one."
    /// Shown while loading.
    public static let loadingMessage = "Loading watchlists…"

    init(_ model: WatchlistLoopState) {
        tabs = model.watchlists.map(\.name)
        activeTab = model.activeWatchlist == nil ? nil : model.activeIndex
        let codes = model.list.currentOrder(rows: model.rows)
        rows = model.withHoldings(Self.rows(of: codes, in: model.rows))
        selectedIndex = model.list.shownSelection(in: codes)
        sort = model.list.sort
        isSortReversed = model.list.isSortReversed
        filter = model.list.filter
        isEditingFilter = model.list.isEditingFilter
        stockCount = model.activeWatchlist?.codes.count ?? 0
        emptyMessage = Self.emptyMessage(for: model, showing: codes)
        isLoading = model.isLoading
        (session, sessionBrief, sessionPhase) = model.session.text
        isMarketTrading = model.session.isTrading
        indices = model.session.indices
        clock = model.session.clock
        now = model.session.now
        feed = model.feed.health
        notice = model.notices.shownNotice
        isReadOnly = model.isReadOnly
        positionTotals = model.positionTotals
        heldPositions = model.activeWatchlist?.heldPositions ?? []
        catalog = model.catalog
        messages = model.notices.log.entries
        backgroundMessage = model.notices.backgroundMessage?.text
    }

    /// The selected row, if any.
    public var selectedRow: WatchlistRow? { selectedIndex.map { rows[$0] } }

    /// The rows of `codes` that `table` has, in that order, in one allocation (`compactMap` regrew
    /// the array seven times for 41 rows, on every state).
    private static func rows(of codes: [StockCode], in table: WatchlistRowTable) -> [WatchlistRow] {
        var rows: [WatchlistRow] = []
        rows.reserveCapacity(codes.count)
        for code in codes {
            if let row = table[code] { rows.append(row) }
        }
        return rows
    }

    private static func emptyMessage(for model: WatchlistLoopState, showing codes: [StockCode]) -> String? {
        if model.isLoading { return loadingMessage }
        guard codes.isEmpty else { return nil }
        guard let watchlist = model.activeWatchlist else { return noWatchlistMessage }
        if watchlist.codes.isEmpty { return emptyWatchlistMessage }
        return model.list.filterMatches == nil ? nil : nothingMatchesMessage
    }
}
