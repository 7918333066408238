// Everything the alert list (A) shows, as one value per change.

/// The alert list of one watchlist: a row per alert, the selection, the last edit's refusal, closed or not.
public struct AlertListState: Hashable, Sendable {
    /// One alert as the list draws it.
    public struct Row: Hashable, Sendable {
        /// The alert's number, "#2".
        public let id: String
        /// The stock's name (its code when the catalog lacks it).
        public let name: String
        public let code: String
        /// ">= 75,000", "+5%".
        public let condition: String
        /// "armed", or "fired 10:31:02 at 75,100" (Korea time).
        public let status: String
        public let isFired: Bool
    }

    /// "Alerts in 관심종목".
    public let title: String
    public internal(set) var rows: [Row]
    /// The selected row, nil when there is none.
    public internal(set) var selectedIndex: Int?
    /// Why the last edit was refused or failed, cleared by the next key.
    public internal(set) var notice: String?
    public internal(set) var isClosed = false

    /// Shown instead of rows when the watchlist has no alert.
    public static let emptyMessage = "No alerts in this watchlist: select a stock and press ! to set one."
    /// The keys, for the list's footer.
    public static let keysHint = "e/Enter change · r re-arm · d delete · Esc close"
}
