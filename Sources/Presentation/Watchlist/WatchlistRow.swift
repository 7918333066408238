// One line of the watchlist pane, formatted: name, price, change, rate, volume, turnover, open, range, previous close, age.

import Domain
import FoundationEssentials

/// A stock's row as the view draws it. Figures are text already formatted ("71,500", "+1,200",
/// "+1.71%"); before the first quote they are "—", and so is every figure but the price (the base
/// price then) while the quote tells of no trade today (volume 0: before the open, a halted stock).
public struct WatchlistRow: Hashable, Sendable {
    /// Shown for figures not known yet.
    public static let unknown = "—"

    /// The 6-character code, e.g. "005930".
    public let code: String
    /// The code as the domain knows it (what the screen reports as visible).
    public let stockCode: StockCode
    /// The Korean name, e.g. "삼성전자".
    public private(set) var name = ""
    /// The English name, e.g. "Samsung Electronics Co., Ltd.".
    public private(set) var englishName = ""
    /// True when the catalog no longer lists the code (delisted, or a code from elsewhere): the row keeps
    /// the name stored when the stock was added, and the view marks it.
    public private(set) var isUnlisted = false
    /// The name stored when the stock was added, when the catalog now calls it something else (renamed).
    public private(set) var formerName: String?
    /// The last price (현재가).
    public internal(set) var price = Self.unknown
    /// ↑ ▲ ▼ ↓ or nothing, per `direction`.
    public internal(set) var changeMarker = ""
    /// The signed change against the base price: "+1,200", "-300", "0".
    public internal(set) var change = Self.unknown
    /// The signed change rate: "+1.71%".
    public internal(set) var changeRate = Self.unknown
    /// Shares traded today.
    public internal(set) var volume = Self.unknown
    /// Won traded today (거래대금) in 억/조: "1,234억", "1.23조" (`NumberText.compactWon`).
    public internal(set) var tradedValue = Self.unknown
    /// Today's first trade (시가).
    public internal(set) var open = Self.unknown
    public internal(set) var high = Self.unknown
    public internal(set) var low = Self.unknown
    /// The base price changes are measured against, normally the previous close (기준가); known
    /// before the first trade of the day.
    public internal(set) var previousClose = Self.unknown
    /// Up, down, flat or at a limit: the view picks the colour.
    public internal(set) var direction = PriceDirection.flat
    /// The last change of the price while it is recent, for a brief flash of the changed digits.
    public internal(set) var flash: PriceFlash?
    /// When the last quote for this row arrived (on the view model's clock), nil before the first.
    public internal(set) var updatedAt: Date?
    /// Seconds since `updatedAt`, nil before the first quote.
    public internal(set) var ageSeconds: Int?
    /// `ageSeconds` as text: "4s", "2m 05s"; empty before the first quote.
    public internal(set) var age = ""
    /// True when no quote arrived for longer than the stale limit: dim the row and show its age.
    public internal(set) var isStale = false
    /// Where its quotes come from now, nil when the feed does not say (the simulated exchange).
    public internal(set) var source: QuoteSource?
    /// `source`'s one-cell mark: ● live, ○ polled, ! stale; empty without a source.
    public var sourceMark: String { QuoteSourceText.mark(source) }
    /// The feed's last problem with this stock, cleared by its next quote.
    public internal(set) var problem: String?
    /// The position columns when the watchlist holds this stock, nil otherwise.
    public internal(set) var position: PositionColumns?
    /// True when an alert on this stock has fired and waits to be re-armed: mark the row.
    public internal(set) var hasFiredAlert = false
    /// Today's path in five-minute slots, grown from the quotes seen (the sparkline column).
    public internal(set) var path = SessionPath(interval: .fiveMinutes)

    /// The quote the figures come from, nil before the first (sorting reads its numbers).
    var quote: Quote?

    /// A row for `code` with no quote yet, named from `stock`; when the catalog lacks it, by the name
    /// stored with the watchlist, else by its code.
    init(code: StockCode, stock: Stock?, storedName: String? = nil) {
        self.code = code.rawValue
        stockCode = code
        name(from: stock, storedName: storedName)
    }

    /// Names the row from `stock` (the catalog's, nil when it no longer lists the code) and the name
    /// stored with the watchlist: again when the catalog was replaced.
    mutating func name(from stock: Stock?, storedName: String?) {
        name = stock?.nameKorean ?? storedName ?? code
        englishName = stock?.nameEnglish ?? ""
        isUnlisted = stock == nil
        formerName = stock != nil && storedName != stock?.nameKorean ? storedName : nil
    }

    /// Whether a quote has arrived for this row.
    public var hasQuote: Bool { quote != nil }

    /// The previous close (기준가) the path is coloured against, nil before the first quote.
    public var reference: Int? { quote?.basePrice }
    /// Whether the stock has traded today: a quote with a volume above 0.
    public var hasTradedToday: Bool { (quote?.volume ?? 0) > 0 }

    /// Takes the figures of `quote`, received at `time`; a changed price starts a flash.
    mutating func apply(_ quote: Quote, receivedAt time: Date) {
        let newPrice = NumberText.grouped(quote.price)
        if let previous = self.quote?.price, previous != quote.price {
            flash = PriceFlash(previousPrice: price, currentPrice: newPrice, rose: quote.price > previous, changedAt: time)
        }
        self.quote = quote
        path.record(quote.price, at: quote.time)
        price = newPrice
        direction = PriceDirection(quote.sign)
        let traded = hasTradedToday
        changeMarker = traded ? direction.marker : ""
        change = traded ? NumberText.signedGrouped(quote.change) : Self.unknown
        changeRate = traded ? NumberText.signedPercent(quote.changeRate) : Self.unknown
        volume = traded ? NumberText.grouped(quote.volume) : Self.unknown
        tradedValue = traded ? NumberText.compactWon(quote.tradedValue) : Self.unknown
        open = traded ? NumberText.grouped(quote.open) : Self.unknown
        high = traded ? NumberText.grouped(quote.high) : Self.unknown
        previousClose = NumberText.grouped(quote.basePrice)
        low = traded ? NumberText.grouped(quote.low) : Self.unknown
        updatedAt = time
        ageSeconds = 0
        age = NumberText.duration(seconds: 0)
        isStale = false
        problem = nil
    }

    /// Sets the age fields for `now`; a row is stale after `staleAfter` seconds without a quote.
    mutating func age(at now: Date, staleAfter: TimeInterval) {
        guard let updatedAt else {
            ageSeconds = nil
            age = ""
            isStale = false
            return
        }
        let elapsed = now.timeIntervalSince(updatedAt)
        ageSeconds = max(0, Int(elapsed))
        age = NumberText.duration(seconds: ageSeconds ?? 0)
        isStale = elapsed >= staleAfter
    }
}
