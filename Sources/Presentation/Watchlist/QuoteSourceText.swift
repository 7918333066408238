// The words and marks for where quotes come from: a row's live/polled/stale mark, the status line's counts.

import Domain

/// Pure formatting of `QuoteSource` and `QuoteFeedStatus` for the watchlist screen.
public enum QuoteSourceText {
    /// The row mark of a live code: every trade arrives.
    public static let liveMark = "●"
    /// The row mark of a polled code.
    public static let polledMark = "○"
    /// The row mark of a polled code whose last poll failed.
    public static let staleMark = "!"
    /// What a row says at its name's end while Nextrade trades the stock and the feed sees KRX's close only.
    public static let krxCloseMark = "KRX close"
    /// What a row says at its name's end while its price is KRX's after-hours single-price match (시간외 단일가).
    public static let singlePriceMark = "시간외"
    /// `singlePriceMark` on a narrow screen.
    public static let singlePriceShortMark = "S"

    /// The one-cell mark of `source`; empty when the feed reports none (the simulated exchange).
    public static func mark(_ source: QuoteSource?) -> String {
        switch source {
        case .live: liveMark
        case .polled, .krxClose: polledMark
        case .stale: staleMark
        case nil: ""
        }
    }

    /// The word for `source`: "live", "polled" or "stale" (the detail view's order-book title).
    public static func name(_ source: QuoteSource) -> String {
        switch source {
        case .live: "live"
        case .polled: "polled"
        case .stale: "stale"
        case .krxClose: krxCloseMark
        }
    }

    /// "live 38 · polled 12", with " · stale 2" when any are stale and " · KRX close 3" when Nextrade trades
    /// rows the feed cannot see; the live count always shows, so
    /// "live 0" says that nothing streams.
    public static func counts(_ status: QuoteFeedStatus) -> String {
        var parts = ["live \(status.count(of: .live))"]
        let polled = status.count(of: .polled)
        let stale = status.count(of: .stale)
        let krxClose = status.count(of: .krxClose)
        if polled > 0 { parts.append("polled \(polled)") }
        if stale > 0 { parts.append("stale \(stale)") }
        if krxClose > 0 { parts.append("KRX close \(krxClose)") }
        return parts.joined(separator: " · ")
    }

    /// What the status line says about the socket: nil while it is connected or connecting, else
    /// "real-time off: REASON" or "real-time down: REASON".
    public static func problem(_ health: RealtimeConnectionHealth) -> String? {
        switch health {
        case .connected, .connecting: nil
        case .off(let reason): "real-time off: \(reason)"
        case .down(let reason, _): "real-time down: \(reason)"
        }
    }
}
