// One line of the watchlist pane, formatted: name, price, change, rate, volume, traded value, open, range, previous close, age.

import Domain
import FoundationEssentials

/// A stock's row as the view draws it. Figures are text already formatted ("71,500", "+1,200",
/// "+1.71%"); before the first quote they are "—", and so is every figure but the price (the base
/// price then) while the quote tells of no trade today (volume 0: before the open, a halted stock).
///
/// A value with its fields held once, behind a reference copied on write: the view model's table of
/// rows and every frame's `WatchlistState` share each row's fields until one of them changes that row,
/// so 1,000 rows cost one set of fields (plus the rows changed since the last frame) instead of one in
/// the table and another in each frame kept. Read the fields as members (`row.price`).
@dynamicMemberLookup
public struct WatchlistRow: Hashable, Sendable {
    /// Shown for figures not known yet.
    public static let unknown = "—"

    /// What a row holds besides its code and names.
    public struct Fields: Hashable, Sendable {
        /// The last price (현재가).
        public internal(set) var price = WatchlistRow.unknown
        /// ↑ ▲ ▼ ↓ or nothing, per `direction`.
        public internal(set) var changeMarker = ""
        /// The signed change against the base price: "+1,200", "-300", "0".
        public internal(set) var change = WatchlistRow.unknown
        /// The signed change rate: "+1.71%".
        public internal(set) var changeRate = WatchlistRow.unknown
        /// Shares traded today.
        public internal(set) var volume = WatchlistRow.unknown
        /// Won traded today (거래대금) in 억/조: "1,234억", "1.23조" (`NumberText.compactWon`).
        public internal(set) var tradedValue = WatchlistRow.unknown
        /// Today's first trade (시가).
        public internal(set) var open = WatchlistRow.unknown
        public internal(set) var high = WatchlistRow.unknown
        public internal(set) var low = WatchlistRow.unknown
        /// The base price changes are measured against, normally the previous close (기준가); known
        /// before the first trade of the day.
        public internal(set) var previousClose = WatchlistRow.unknown
        /// Up, down, flat or at a limit: the view picks the colour.
        public internal(set) var direction = PriceDirection.flat
        /// The last change of the price while it is recent, for a brief flash of the changed digits.
        public internal(set) var flash: PriceFlash?
        /// When the feed last answered for this row (a quote, or the same quote again: `confirm(at:)`) on the
        /// view model's clock, nil before the first quote.
        public internal(set) var updatedAt: Date?
        /// Seconds since `updatedAt`, nil before the first quote.
        public internal(set) var ageSeconds: Int?
        /// `ageSeconds` as text: "4s", "2m 05s"; empty before the first quote.
        public internal(set) var age = ""
        /// True when the feed owed the row a quote and sent none for the stale limit (its stock trading
        /// continuously: `age(at:staleAfter:tradingSince:)`): dim the row and show its age.
        public internal(set) var isStale = false
        /// Where its quotes come from now, nil when the feed does not say (the simulated exchange).
        public internal(set) var source: QuoteSource?
        /// The feed's last problem with this stock, cleared by its next quote.
        public internal(set) var problem: String?
        /// The position columns when the watchlist holds this stock, nil otherwise.
        public internal(set) var position: PositionColumns?
        /// True when an alert on this stock has fired and waits to be re-armed: mark the row.
        public internal(set) var hasFiredAlert = false
        /// Today's path in five-minute slots over KRX's 09:00–15:30, grown from the quotes seen (the sparkline
        /// column); later trades (a Nextrade stock's after-market) are not on it.
        public internal(set) var path = SessionPath(interval: .fiveMinutes, endsAtTheClose: true)
        /// The quote the figures come from, nil before the first (sorting reads its numbers).
        var quote: Quote?
        fileprivate var naming = Naming()
    }

    /// The names a row is shown by, set only by `name(from:storedName:)`.
    fileprivate struct Naming: Hashable, Sendable {
        var name = ""
        var englishName = ""
        var kindMark: String?
        var isUnlisted = false
        var formerName: String?
    }

    /// The one copy of a row's fields, shared by the values of the row until one of them changes it.
    @usableFromInline
    final class Storage: @unchecked Sendable {
        // @unchecked: `fields` is written only through a `WatchlistRow` holding the sole reference —
        // which also makes run-time exclusivity checks moot (one on every read of a field by the view
        // model and the screen).
        @usableFromInline @exclusivity(unchecked)
        fileprivate(set) var fields: Fields

        init(_ fields: Fields) {
            self.fields = fields
        }
    }

    /// The code as the domain knows it (what the screen reports as visible).
    public let stockCode: StockCode
    /// The 6-character code, e.g. "005930" (the code's own text: a second copy was one more string
    /// retained and released each time a row is copied).
    public var code: String { stockCode.rawValue }
    // Inlinable readers let the screen's reads of constant key paths compile to plain loads.
    @usableFromInline
    private(set) var storage = Storage(Fields())

    /// The Korean name, e.g. "삼성전자".
    public var name: String { storage.fields.naming.name }
    /// The English name, e.g. "Samsung Electronics Co., Ltd.".
    public var englishName: String { storage.fields.naming.englishName }
    /// The mark of what the security is when it is not a company's shares (`ETF`, `ETN`, `리츠` …), else nil.
    public var kindMark: String? { storage.fields.naming.kindMark }
    /// True when the catalog no longer lists the code (delisted, or a code from elsewhere): the row keeps
    /// the name stored when the stock was added, and the view marks it.
    public var isUnlisted: Bool { storage.fields.naming.isUnlisted }
    /// The name stored when the stock was added, when the catalog now calls it something else (renamed).
    public var formerName: String? { storage.fields.naming.formerName }
    /// `source`'s one-cell mark: ● live, ○ polled, ! stale; empty without a source.
    public var sourceMark: String { QuoteSourceText.mark(self.source) }

    /// Reads one of the row's `Fields`.
    @inlinable
    public subscript<Value>(dynamicMember field: KeyPath<Fields, Value>) -> Value {
        storage.fields[keyPath: field]
    }

    /// Reads or changes one of the row's `Fields`; a change first copies fields shared with another value.
    subscript<Value>(dynamicMember field: WritableKeyPath<Fields, Value>) -> Value {
        get { storage.fields[keyPath: field] }
        set { change { $0[keyPath: field] = newValue } }
    }

    /// A row for `code` with no quote yet, named from `stock`; when the catalog lacks it, by the name
    /// stored with the watchlist, else by its code.
    init(code: StockCode, stock: Stock?, storedName: String? = nil) {
        stockCode = code
        name(from: stock, storedName: storedName)
    }

    /// Runs `body` on the fields, copying them first if another value shares them.
    private mutating func change(_ body: (inout Fields) -> Void) {
        if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.fields) }
        body(&storage.fields)
    }

    public static func == (lhs: WatchlistRow, rhs: WatchlistRow) -> Bool {
        guard lhs.stockCode == rhs.stockCode else { return false }
        if lhs.storage === rhs.storage { return true }
        // A quote sets `updatedAt` (a plain number read in place): rows a quote changed differ there,
        // without copying both rows' fields for the whole comparison (1,900 instructions a changed row).
        if lhs.storage.fields.updatedAt != rhs.storage.fields.updatedAt { return false }
        return lhs.storage.fields == rhs.storage.fields
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(stockCode)
        hasher.combine(storage.fields)
    }

    /// Names the row from `stock` (the catalog's, nil when it no longer lists the code) and the name
    /// stored with the watchlist: again when the catalog was replaced.
    mutating func name(from stock: Stock?, storedName: String?) {
        let naming = Naming(
            name: stock?.nameKorean ?? storedName ?? code,
            englishName: stock?.nameEnglish ?? "",
            kindMark: stock?.kind.mark,
            isUnlisted: stock == nil,
            formerName: stock != nil && storedName != stock?.nameKorean ? storedName : nil
        )
        guard naming != storage.fields.naming else { return }
        change { $0.naming = naming }
    }

    /// Where the row's last price was made, nil before the first quote.
    public var venue: Venue? { self.quote?.venue }
    /// True when the row's price is KRX's after-hours single-price match (시간외 단일가), not a regular trade.
    public var isSinglePrice: Bool { self.quote?.session == .singlePrice }
    /// Whether a quote has arrived for this row.
    public var hasQuote: Bool { self.quote != nil }

    /// The previous close (기준가) the path is coloured against, nil before the first quote.
    public var reference: Int? { self.quote?.basePrice }
    /// Whether the stock has traded today: a quote with a volume above 0.
    public var hasTradedToday: Bool { (self.quote?.volume ?? 0) > 0 }

    /// Takes the figures of `quote`, received at `time`; a changed price starts a flash. A figure equal
    /// to the last quote's keeps its text (a trade moves the volume and value, rarely the rest).
    mutating func apply(_ quote: Quote, receivedAt time: Date) {
        change { fields in
            let last = fields.quote
            let traded = quote.volume > 0
            // Whether the figure read by `figure` still has the text made from the last quote.
            func unchanged<Figure: Equatable>(_ figure: (Quote) -> Figure) -> Bool {
                guard let last, (last.volume > 0) == traded else { return false }
                return figure(last) == figure(quote)
            }
            if !unchanged(\.price) {
                let newPrice = NumberText.grouped(quote.price)
                if let previous = last?.price, previous != quote.price {
                    fields.flash = PriceFlash(previousPrice: fields.price, currentPrice: newPrice, rose: quote.price > previous, changedAt: time)
                }
                fields.price = newPrice
            }
            fields.quote = quote
            fields.path.record(quote.price, at: quote.time)
            fields.direction = PriceDirection(quote.sign)
            fields.changeMarker = traded ? fields.direction.marker : ""
            if !unchanged(\.change) { fields.change = traded ? NumberText.signedGrouped(quote.change) : Self.unknown }
            if !unchanged(\.changeRate) { fields.changeRate = traded ? NumberText.signedPercent(quote.changeRate) : Self.unknown }
            if !unchanged(\.volume) { fields.volume = traded ? NumberText.grouped(quote.volume) : Self.unknown }
            if !unchanged(\.tradedValue) { fields.tradedValue = traded ? NumberText.compactWon(quote.tradedValue) : Self.unknown }
            if !unchanged(\.open) { fields.open = traded ? NumberText.grouped(quote.open) : Self.unknown }
            if !unchanged(\.high) { fields.high = traded ? NumberText.grouped(quote.high) : Self.unknown }
            if !unchanged(\.low) { fields.low = traded ? NumberText.grouped(quote.low) : Self.unknown }
            if !unchanged(\.basePrice) { fields.previousClose = NumberText.grouped(quote.basePrice) }
            fields.problem = nil
            Self.heard(at: time, in: &fields)
        }
    }

    /// The feed answered for this row at `time` with the quote it has already (a poll while nothing traded):
    /// the row is as fresh as a new quote would make it.
    mutating func confirm(at time: Date) {
        change { Self.heard(at: time, in: &$0) }
    }

    /// Sets the fields of a row the feed answered for at `time`: age 0, not stale.
    private static func heard(at time: Date, in fields: inout Fields) {
        fields.updatedAt = time
        fields.ageSeconds = 0
        fields.age = NumberText.duration(seconds: 0)
        fields.isStale = false
    }

    /// Sets the age fields for `now`; a row is stale once its stock has traded continuously since
    /// `tradingSince` (nil: it does not trade now) and `staleAfter` seconds passed since then and since its last
    /// quote. Changes nothing (and copies nothing) when the age shown stays the same.
    mutating func age(at now: Date, staleAfter: TimeInterval, tradingSince: Date?) {
        let fields = storage.fields
        var aged = (seconds: Int?.none, text: "", isStale: false)
        if let updatedAt = fields.updatedAt {
            let seconds = max(0, Int(now.timeIntervalSince(updatedAt)))
            let owed = tradingSince.map { now.timeIntervalSince(max($0, updatedAt)) >= staleAfter } ?? false
            aged = (seconds, NumberText.duration(seconds: seconds), owed)
        }
        guard aged.seconds != fields.ageSeconds || aged.text != fields.age || aged.isStale != fields.isStale else { return }
        change { fields in
            fields.ageSeconds = aged.seconds
            fields.age = aged.text
            fields.isStale = aged.isStale
        }
    }
}
