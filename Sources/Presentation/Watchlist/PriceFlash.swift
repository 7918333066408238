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
        unchangedPrefix = Self.commonPrefix(previousPrice, currentPrice)
    }

    /// How many leading characters two prices of one length share (0 for different lengths). Formatted
    /// prices are ASCII, so bytes are characters; counted in a loop, as `prefix(while:)` made an array per trade.
    private static func commonPrefix(_ previous: String, _ current: String) -> Int {
        let previous = previous.utf8
        let current = current.utf8
        guard previous.count == current.count else { return 0 }
        var count = 0
        for (old, new) in zip(previous, current) {
            guard old == new else { break }
            count += 1
        }
        return count
    }
}
