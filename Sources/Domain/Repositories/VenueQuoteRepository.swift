// Each venue's own price of a stock traded on both KRX and Nextrade.

import Reactive

/// A feed that can price a stock on one venue apart from the other (KIS's `J` and `NX` market codes, the
/// simulator's per-venue last trades), so the detail view can set KRX's and Nextrade's prices side by side.
public protocol VenueQuoteRepository: AnyObject {
    /// Whether this feed prices `code` on each venue apart: true for a Nextrade stock on a feed that sees
    /// Nextrade (a paper account does not).
    func pricesVenuesApart(_ code: StockCode) -> Bool
    /// Whether this feed's quotes of `code` include Nextrade's trades (08:00–20:00), what today's chart spans:
    /// by default when it prices the venues apart; a feed showing Nextrade's price alone (the simulator's
    /// `--venue nxt`) says so too without pricing KRX apart.
    func tradesOnNextrade(_ code: StockCode) -> Bool
    /// The quote of `code` on `venue` (`.krx` or `.nxt`) now; fails when that venue has no price for it.
    func quote(for code: StockCode, on venue: Venue) -> Single<Quote>
}

extension VenueQuoteRepository {
    public func tradesOnNextrade(_ code: StockCode) -> Bool { pricesVenuesApart(code) }
}
