// Whether Nextrade trades a stock, as the feed knows it now (the add dialog's suggestions say so).

/// The feed's Nextrade list: the simulator's bundled one, or the KIS client's, corrected by KIS per stock.
public protocol NextradeListingRepository: AnyObject, Sendable {
    /// Whether Nextrade trades `code`.
    func tradesOnNextrade(_ code: StockCode) -> Bool
}
