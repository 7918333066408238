// The watchlist screen's whole state inside its view model, and how data and time change it.

import DisplayText
import Domain
import FoundationEssentials

/// What `WatchlistViewModel`'s update loop keeps: the watchlists, a formatted row per stock seen,
/// the order shown, selection, sort, filter, feed health and time. `WatchlistState` is drawn from it.
///
/// Rows are formatted when their quote arrives, and aged on each clock tick, so drawing a frame only
/// picks rows out in order.
struct WatchlistLoopState: Sendable {
    /// Seconds without a quote after which a row is stale.
    let staleAfter: TimeInterval
    /// How long a price change flashes (at least; see `flashExpiryStep`).
    let flashDuration: TimeInterval
    /// The least time between two passes that end flashes, so a flash lasts `flashDuration` to this
    /// much longer: rows flashing in turn (a sparse stream, a trade every frame or so) had a pass, a
    /// wake-up of the UI and a frame of their own each.
    static let flashExpiryStep: TimeInterval = 0.3

    var watchlists: [Watchlist] = []
    var activeIndex = 0
    var isLoading = true
    var isReadOnly = false
    /// A formatted row for every stock seen so far, so a watchlist shown again starts from its last figures.
    var rows: [StockCode: WatchlistRow] = [:]
    /// The shown watchlist's codes in list order, from the feed's latest full snapshot.
    var listCodes: [StockCode] = []
    /// The catalog's stocks among `listCodes` (a code the catalog lacks has none).
    var listStocks: [StockCode: Stock] = [:]
    /// The codes shown, after the filter, in the chosen order (as of the last `refreshVisible`).
    var visibleCodes: [StockCode] = []
    /// True when quotes may have changed the sorted order since `visibleCodes` was computed: the
    /// order is then computed when a frame is drawn or a key needs it, not on every quote.
    var isOrderStale = false
    /// The codes the filter lets through, nil without a filter.
    var filterMatches: Set<StockCode>?
    /// The stock the user selected; it keeps the selection across updates, sorts and filters.
    var selectedCode: StockCode?
    /// Where the selection was last shown, for when its stock is filtered out or removed.
    var selectionHint = 0
    var sort = WatchlistSort.listOrder
    /// True when the sort runs against its natural direction (`S`).
    var isSortReversed = false
    /// The view as last stored or restored; nil until the remembered view is restored (nothing is
    /// stored before, so a start never overwrites it with the defaults).
    var lastRemembered: RememberedView?
    var filter = EditableText(maximumLength: 40)
    var isEditingFilter = false
    var feed = FeedHealth()
    /// Each code's source as the feed last said: a row made after the status that named its code (the
    /// status of a list just watched often comes before its first rows) starts with its mark.
    var feedSources: [StockCode: QuoteSource] = [:]
    /// The whole-feed failure last reported, so a snapshot repeating it is not a new failure.
    var reportedFeedFailure: QuoteFeedFailure?
    /// The exchange now (phase, why closed, next opening); nil until the first reading.
    var market: VenueStatuses? { didSet { if market != oldValue { describeSession() } } }
    /// When the feed's prices move (the simulator's mode, or with the exchange).
    var feedHours = FeedHours.exchange { didSet { if feedHours != oldValue { describeSession() } } }
    /// The header's words for `market`: written when it changes, not for every frame's state.
    private(set) var sessionText = (header: "", brief: "", phase: "")
    /// The indices for the header, as the index feed last told them (none before its first answer).
    var indices: [MarketIndexSummary] = []
    /// The KRX phase now (closed until the first reading).
    var session: MarketSession { market?.krx.session ?? .closed }

    private mutating func describeSession() {
        sessionText = market.map { market in
            (MarketSessionText.header(market, feedHours: feedHours), MarketSessionText.brief(market, feedHours: feedHours),
             MarketSessionText.shortest(market, feedHours: feedHours))
        } ?? ("", "", "")
    }
    var now: Date
    var clock: String
    /// A message about the last edit or key (a refused edit, a save failure), cleared by the next key.
    var notice: String?
    /// What the store said when it was loaded (a damaged file set aside, read-only): shown whenever no
    /// `notice` is, until Esc dismisses it, so that it can be read whole.
    var storeNotice: String?
    /// Whether a flash expiry is scheduled.
    var flashExpiryPending = false
    /// Whether positions and alerts can be edited here (the view model has their use cases).
    var offersHoldings = false
    /// The fee rates P&L is counted with.
    var tradingCosts = TradingCosts.none
    /// Which stock catalog is in use and its refresh, nil for a catalog that is never refreshed.
    var catalog: CatalogStatusLine?
    /// Every notice and failure of this run, for the messages view (`m`).
    var messages = RunMessageLog()
    /// The background failures still said, oldest first; the message row shows `backgroundMessage`
    /// (then only `messages` has them).
    var backgroundMessages: [BackgroundMessage] = []
    /// The background failure the message row shows: the most important still said, the latest among equals.
    var backgroundMessage: BackgroundMessage? { BackgroundMessage.shown(among: backgroundMessages) }

    init(now: Date, staleAfter: TimeInterval, flashDuration: TimeInterval) {
        self.now = now
        self.staleAfter = staleAfter
        self.flashDuration = flashDuration
        clock = KoreaTimeText.clock(now)
    }

    /// The watchlist on screen, nil before loading (or if there is none).
    var activeWatchlist: Watchlist? {
        watchlists.indices.contains(activeIndex) ? watchlists[activeIndex] : nil
    }

    // MARK: Watchlists

    /// Takes a new set of watchlists, showing `activeID` (else the one shown before, else the nearest
    /// position), and selecting `selecting` if given. Watches the shown list anew when its codes changed.
    mutating func setWatchlists(_ lists: [Watchlist], showing activeID: WatchlistID? = nil, selecting code: StockCode? = nil)
        -> [WatchlistEffect] {
        let previous = activeWatchlist
        watchlists = lists
        isLoading = false
        let wanted = activeID ?? previous?.id
        activeIndex = lists.firstIndex { $0.id == wanted } ?? min(activeIndex, max(0, lists.count - 1))
        if let code { selectedCode = code }
        return watchIfChanged(from: previous)
    }

    /// Shows the watchlist `offset` places away, wrapping around.
    mutating func showWatchlist(offset: Int) -> [WatchlistEffect] {
        guard watchlists.count > 1 else { return [] }
        let previous = activeWatchlist
        activeIndex = ((activeIndex + offset) % watchlists.count + watchlists.count) % watchlists.count
        return watchIfChanged(from: previous)
    }

    private mutating func watchIfChanged(from previous: Watchlist?) -> [WatchlistEffect] {
        guard let active = activeWatchlist else {
            listCodes = []
            listStocks = [:]
            refreshVisible()
            return previous == nil ? [] : [.stopWatching]
        }
        if active.id != previous?.id {
            listCodes = []
            listStocks = [:]
            selectedCode = nil
            selectionHint = 0
            refreshFilterMatches()
        }
        return active.id == previous?.id && active.codes == previous?.codes ? [] : [.watch(active)]
    }

    // MARK: Quotes and time

    /// Takes a snapshot of the watched list's quotes, received at `time`: only its changed rows (since
    /// the last snapshot taken, `WatchlistQuotes.changedRows`) are read, every row when it has none.
    mutating func apply(_ quotes: WatchlistQuotes, at time: Date) -> [WatchlistEffect] {
        guard quotes.watchlistID == activeWatchlist?.id else { return [] }
        var effects: [WatchlistEffect] = []
        if let changed = quotes.changedRows {
            var failures: [(failure: QuoteFeedFailure, code: StockCode)] = []
            for index in changed.sorted() {
                let row = quotes.rows[index]
                effects += update(row, at: time)
                if let failure = row.failure { failures.append((failure, row.code)) }
            }
            // A quote clears the status line's problem; a row's failure in the same batch stays said.
            if failures.count < changed.count { markGoodUpdate(at: time) }
            for (failure, code) in failures { report(failure, about: rows[code]?.name, at: time) }
            if sort.followsQuotes, !changed.isEmpty { isOrderStale = true }
        } else {
            let quoted = quotes.rows.contains { $0.quote != nil && $0.quote != rows[$0.code]?.quote }
            listCodes = quotes.rows.map(\.code)
            listStocks = Dictionary(quotes.rows.compactMap { row in row.stock.map { (row.code, $0) } }) { first, _ in first }
            for row in quotes.rows {
                rows[row.code]?.name(from: row.stock, storedName: row.storedName)
                effects += update(row, at: time)
            }
            refreshFilterMatches()
            if quoted { markGoodUpdate(at: time) }
        }
        if let failure = quotes.feedFailure, failure != reportedFeedFailure {
            reportedFeedFailure = failure
            report(failure, about: nil, at: time)
        }
        return effects
    }

    private mutating func update(_ source: WatchlistQuoteRow, at time: Date) -> [WatchlistEffect] {
        let code = source.code
        let startedFlash = Self.take(source, at: time, into: &rows[code, default: Self.newRow(for: source, from: feedSources[code])])
        guard startedFlash, !flashExpiryPending else { return [] }
        flashExpiryPending = true
        return [.expireFlashes(after: flashDuration)]
    }

    /// The row of a code seen for the first time, with the source the feed last gave it (`feedSource`).
    private static func newRow(for source: WatchlistQuoteRow, from feedSource: QuoteSource?) -> WatchlistRow {
        var row = WatchlistRow(code: source.code, stock: source.stock, storedName: source.storedName)
        row.source = feedSource
        return row
    }

    /// Takes `source`'s quote and problem into `row`, in place, writing only what changed (a row shared
    /// with the last frame's state is copied on its first change); true when a changed price started a flash.
    private static func take(_ source: WatchlistQuoteRow, at time: Date, into row: inout WatchlistRow) -> Bool {
        var startedFlash = false
        if let quote = source.quote, quote != row.quote {
            row.apply(quote, receivedAt: time)
            startedFlash = row.flash?.changedAt == time
        }
        let problem = source.failure?.message
        if problem != row.problem { row.problem = problem }
        return startedFlash
    }

    private mutating func markGoodUpdate(at time: Date) {
        // The text shows whole seconds: formatted again only when the second changed.
        if feed.lastGoodUpdate.map({ Int($0.timeIntervalSince1970) }) != Int(time.timeIntervalSince1970) || feed.lastGoodUpdateText == nil {
            feed.lastGoodUpdateText = KoreaTimeText.clock(time)
        }
        feed.lastGoodUpdate = time
        feed.errorMessage = nil
        feed.retryAt = nil
        feed.retryInSeconds = nil
        feed.isStopped = false
        reportedFeedFailure = nil
    }

    /// Shows `failure` in the status bar, after the name of the stock it is about, if any.
    private mutating func report(_ failure: QuoteFeedFailure, about name: String?, at time: Date) {
        feed.errorMessage = name.map { "\($0): \(failure.message)" } ?? failure.message
        feed.retryAt = failure.retryAfter.map { time.addingTimeInterval($0) }
        feed.isStopped = name == nil && !failure.healsByItself
        refreshRetryCountdown(at: time)
    }

    private mutating func refreshRetryCountdown(at time: Date) {
        let secondsUntil = { (date: Date) in max(0, Int(date.timeIntervalSince(time).rounded(.up))) }
        feed.retryInSeconds = feed.retryAt.map(secondsUntil)
        feed.realtimeRetryInSeconds = feed.realtimeRetryAt.map(secondsUntil)
    }

    /// Takes the feed's per-code sources and socket health, received at `time`: row marks, the
    /// counts, and the socket's problem with its retry countdown.
    mutating func apply(_ status: QuoteFeedStatus, at time: Date) {
        feedSources = status.sources
        for (code, source) in status.sources where rows[code].map({ $0.source != source }) ?? false { rows[code]?.source = source }
        let shown = listCodes.isEmpty ? status : QuoteFeedStatus(sources: status.sources.filter { listCodes.contains($0.key) }, health: status.health)
        feed.sourceCounts = QuoteSourceText.counts(shown)
        feed.realtimeProblem = QuoteSourceText.problem(status.health)
        if case .down(_, let retryAt) = status.health {
            feed.isRealtimeDown = true
            feed.realtimeRetryAt = retryAt
        } else {
            feed.isRealtimeDown = false
            feed.realtimeRetryAt = nil
        }
        refreshRetryCountdown(at: time)
    }

    /// The clock moved to `time`: rows age, the retry countdowns and the session follow.
    mutating func tick(at time: Date, market: VenueStatuses) {
        now = time
        clock = KoreaTimeText.clock(time)
        self.market = market
        refreshRetryCountdown(at: time)
        let staleAfter = staleAfter
        updateEveryRow { $0.age(at: time, staleAfter: staleAfter) }
    }

    /// Ends the flashes that have lasted `flashDuration` by `time`; schedules the next expiry if any
    /// remain, when the earliest has lasted it, but not within `flashExpiryStep`.
    mutating func expireFlashes(at time: Date) -> [WatchlistEffect] {
        flashExpiryPending = false
        var earliest: Date?
        let flashDuration = flashDuration
        updateEveryRow { row in
            guard let flash = row.flash else { return }
            if time.timeIntervalSince(flash.changedAt) >= flashDuration {
                row.flash = nil
            } else {
                earliest = min(earliest ?? flash.changedAt, flash.changedAt)
            }
        }
        guard let earliest else { return [] }
        flashExpiryPending = true
        let untilEarliest = earliest.addingTimeInterval(flashDuration).timeIntervalSince(time)
        return [.expireFlashes(after: max(Self.flashExpiryStep, untilEarliest))]
    }

    /// Runs `change` on every row in place. Walking the dictionary by index keeps its storage uniquely
    /// referenced: looping over `rows` (or `rows.keys`) while assigning into it holds a second reference,
    /// so the first change copied the whole table (1.3 MB with 1,000 rows, once per clock tick).
    private mutating func updateEveryRow(_ change: (inout WatchlistRow) -> Void) {
        var index = rows.startIndex
        while index != rows.endIndex {
            change(&rows.values[index])
            rows.formIndex(after: &index)
        }
    }
}

extension WatchlistLoopState {
    /// The quote stream itself failed (it normally reports failures and goes on): say so; the rows
    /// keep their last figures and go stale.
    mutating func reportFeedEnded(_ error: Error) {
        feed.errorMessage = "The quote feed stopped: \(error.userFacingMessage)"
        feed.retryAt = nil
        feed.retryInSeconds = nil
    }
}
