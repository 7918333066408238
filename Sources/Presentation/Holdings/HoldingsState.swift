// Everything the holdings view (h) shows, as one value per change.

/// The holdings view of one watchlist: for each stock it holds or held, a line with what is held and its
/// P&L, then a line per lot and per sale; a totals line; the selection; the last edit's refusal.
public struct HoldingsState: Hashable, Sendable {
    /// One line of the view.
    public struct Row: Hashable, Sendable {
        /// What the line is about.
        public enum Kind: Hashable, Sendable {
            /// A stock: what is held of it now.
            case stock
            /// A purchase (매수).
            case lot
            /// A sale (매도) with its realised P&L.
            case sale
        }

        public let kind: Kind
        /// "삼성전자 005930", "10 @ 70,000 2026-11-30", "sold 5 @ 90,000 2026-12-01".
        public let label: String
        /// "held 15 · avg 75,000 · value 1,200,000", "booked in a sale", "fees 67 · tax 900".
        public let detail: String
        /// The P&L, signed: valuation for a stock and a lot, realised for a sale; "—" without a price.
        public let profit: String
        /// Colours the P&L like a price change.
        public let direction: PriceDirection
    }

    /// "Holdings in 관심종목".
    public let title: String
    public internal(set) var rows: [Row]
    /// "Value 1,200,000 · P&L +75,000 (+6.67%) · Realised +75,000".
    public internal(set) var totals: String
    public internal(set) var selectedIndex: Int?
    /// Why the last edit was refused or failed (or what it did), cleared by the next key.
    public internal(set) var notice: String?
    public internal(set) var isClosed = false

    /// Shown instead of rows when the watchlist holds nothing.
    public static let emptyMessage = "Nothing held in this watchlist: a adds a lot to the selected stock (p on the watchlist)."
    /// The keys, for the view's footer.
    public static let keysHint = "a add · e edit · d delete · s sell (moving average) · Esc close"
}
