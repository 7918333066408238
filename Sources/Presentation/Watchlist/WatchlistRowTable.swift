// Every stock's formatted watchlist row, changed in place as quotes arrive and as time passes.

import Domain
import FoundationEssentials

/// A formatted row for every stock seen so far, so a watchlist shown again starts from its last figures.
///
/// Rows are formatted when their quote arrives, aged on each clock tick, and their flashes ended in
/// passes at least `flashExpiryStep` apart, so drawing a frame only picks rows out. Every change is
/// made in place: a row shared with the last frame's state is copied on its first change, the table never.
struct WatchlistRowTable: Sendable {
    /// The least time between two passes that end flashes, so a flash lasts `flashDuration` to this
    /// much longer: rows flashing in turn (a sparse stream, a trade every frame or so) had a pass, a
    /// wake-up of the UI and a frame of their own each.
    static let flashExpiryStep: TimeInterval = 0.3

    /// Seconds without a quote after which a row is stale.
    let staleAfter: TimeInterval
    /// How long a price change flashes (at least; see `flashExpiryStep`).
    let flashDuration: TimeInterval
    private var rows: [StockCode: WatchlistRow] = [:]
    /// Since when every stock has traded continuously, and since when the stocks followed on Nextrade have, as
    /// the clock's ticks saw it begin (`distantPast`: already at the first tick), nil while they do not trade.
    private var everyStockSince: Date? = .distantPast
    private var nextradeStocksSince: Date? = .distantPast
    /// Whether a pass that ends flashes is scheduled.
    private(set) var isFlashExpiryPending = false

    init(staleAfter: TimeInterval, flashDuration: TimeInterval) {
        self.staleAfter = staleAfter
        self.flashDuration = flashDuration
    }

    /// The row of `code`, nil for a stock not seen yet.
    subscript(code: StockCode) -> WatchlistRow? { rows[code] }

    /// Takes `source`'s quote and problem into its row, received at `time`, writing only what changed; a
    /// code seen for the first time gets a row with the source the feed last gave it (in `feedSources`).
    /// `quoted`: the feed sent the row's quote again since the last snapshot (a poll while nothing traded),
    /// which makes the row as fresh as a changed quote would. Returns the delay after which to end flashes
    /// when a changed price started a flash and no pass is scheduled, else nil.
    mutating func take(_ source: WatchlistQuoteRow, at time: Date, quoted: Bool, feedSources: [StockCode: QuoteSource]) -> TimeInterval? {
        let startedFlash = Self.take(
            source, at: time, quoted: quoted, into: &rows[source.code, default: Self.newRow(for: source, from: feedSources[source.code])]
        )
        guard startedFlash, !isFlashExpiryPending else { return nil }
        isFlashExpiryPending = true
        return flashDuration
    }

    /// The row of a code seen for the first time, with the source the feed last gave it (`feedSource`).
    private static func newRow(for source: WatchlistQuoteRow, from feedSource: QuoteSource?) -> WatchlistRow {
        var row = WatchlistRow(code: source.code, stock: source.stock, storedName: source.storedName)
        row.source = feedSource
        return row
    }

    /// Takes `source`'s quote (sent again when `quoted`) and problem into `row`; true when a changed price started a flash.
    private static func take(_ source: WatchlistQuoteRow, at time: Date, quoted: Bool, into row: inout WatchlistRow) -> Bool {
        var startedFlash = false
        if let quote = source.quote, quote != row.quote {
            row.apply(quote, receivedAt: time)
            startedFlash = row.flash?.changedAt == time
        } else if quoted, row.hasQuote {
            row.confirm(at: time)
        }
        let problem = source.failure?.message
        if problem != row.problem { row.problem = problem }
        return startedFlash
    }

    /// Names the row of `code`, if there is one, from the catalog's `stock` or the name stored with the watchlist.
    mutating func name(_ code: StockCode, from stock: Stock?, storedName: String?) {
        rows[code]?.name(from: stock, storedName: storedName)
    }

    /// Marks each existing row with the source the feed now gives it, writing only the rows whose source changed.
    mutating func mark(_ sources: [StockCode: QuoteSource]) {
        for (code, source) in sources where rows[code].map({ $0.source != source }) ?? false { rows[code]?.source = source }
    }

    /// Ages every row to `time`; a row is stale when its stock trades continuously (`trading`) and no quote
    /// came for `staleAfter`, counted from its last quote or from when trading started, whichever is later.
    /// Only while Nextrade alone trades is each row asked whether its quotes include Nextrade's.
    mutating func age(at time: Date, trading: ContinuousTrading) {
        everyStockSince = trading.everyStock ? everyStockSince ?? time : nil
        nextradeStocksSince = trading.nextradeStocks ? nextradeStocksSince ?? time : nil
        let staleAfter = staleAfter
        if everyStockSince != nil || nextradeStocksSince == nil {
            let since = everyStockSince
            updateEveryRow { $0.age(at: time, staleAfter: staleAfter, tradingSince: since) }
        } else {
            let since = nextradeStocksSince
            updateEveryRow { $0.age(at: time, staleAfter: staleAfter, tradingSince: trading.followsNextrade($0.stockCode) ? since : nil) }
        }
    }

    /// Ends the flashes that have lasted `flashDuration` by `time`; returns the delay to the next pass if
    /// any remain, when the earliest has lasted it, but not within `flashExpiryStep`.
    mutating func expireFlashes(at time: Date) -> TimeInterval? {
        isFlashExpiryPending = false
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
        guard let earliest else { return nil }
        isFlashExpiryPending = true
        let untilEarliest = earliest.addingTimeInterval(flashDuration).timeIntervalSince(time)
        return max(Self.flashExpiryStep, untilEarliest)
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
