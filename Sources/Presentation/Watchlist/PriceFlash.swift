// What changed in a row's price at its last update, so the view can flash the changed digits briefly.

import FoundationEssentials

/// A recent change of a row's price. It lasts `WatchlistViewModel`'s flash duration, then the row
/// loses it (a new state is emitted), so the view just draws what it is given.
public struct PriceFlash: Hashable, Sendable {
    /// The price before, formatted like the row's `price` ("71,500").
    public let previousPrice: String
    /// Whether the price went up (true) or down (false) at this change.
    public let rose: Bool
    /// How many characters at the start of the row's `price` are unchanged: flash the rest.
    /// "71,500" → "71,600" keeps 3 ("71,"), so "600" flashes; a change of length flashes everything.
    public let unchangedPrefix: Int
    /// When the change arrived.
    public let changedAt: Date

    init(previousPrice: String, currentPrice: String, rose: Bool, changedAt: Date) {
        self.previousPrice = previousPrice
        self.rose = rose
        self.changedAt = changedAt
        // Formatted prices are ASCII, so bytes are characters (and need no grapheme breaking).
        unchangedPrefix = previousPrice.utf8.count == currentPrice.utf8.count
            ? zip(previousPrice.utf8, currentPrice.utf8).prefix { $0 == $1 }.count
            : 0
    }
}
