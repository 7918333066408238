// Where a watchlist row's quotes come from right now: the real-time stream, REST polling, or neither.

/// The source of one code's quotes, for the row's mark and the status line's counts.
public enum QuoteSource: Hashable, Sendable, Codable {
    /// Registered on a connected real-time session that has delivered a trade for it: every trade arrives.
    case live
    /// Priced over REST: polled (no registration left, or real-time off or down), or a snapshot while
    /// the socket has sent no trade for it (outside trading hours).
    case polled
    /// Polled, but the last attempt for it (or for the whole feed) failed since its last quote.
    case stale
    /// KRX's close while Nextrade alone trades the stock (its pre- and after-market), on a feed that sees KRX
    /// only (a KIS paper account, or KRX asked for): the row's price is not the market's, and never live.
    case krxClose
}
