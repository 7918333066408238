// The detail view's words for where its price came from and when: the socket, a REST snapshot, or the last close.

import Domain
import FoundationEssentials

/// Says what a row's mark says, in words, for the detail view's header.
public enum PriceSourceText {
    /// "socket live · 14:32:05" for a price the real-time socket delivered; "REST snapshot at 14:32:05"
    /// for a polled one while a venue trades; "last close · REST snapshot at 19:02:11" for one taken while
    /// both are shut; with " · last poll failed" when its last poll failed; "KRX close …" while only Nextrade
    /// trades a stock this account sees on KRX alone (a paper account, `--venue krx`). A price from KRX's
    /// after-hours single-price session says so after the source. Nil without a quote, or for a feed that
    /// reports no sources (the simulated exchange).
    public static func text(source: QuoteSource?, quote: Quote?, isTrading: Bool) -> String? {
        guard let source, let quote else { return nil }
        let time = KoreaTimeText.clock(quote.time)
        let session = quote.session == .singlePrice ? singlePriceNote : ""
        let closed = isTrading || !session.isEmpty ? "" : "last close · "
        switch source {
        case .live:
            return "socket live · \(time)" + session
        case .polled:
            return closed + "REST snapshot at \(time)" + session
        case .stale:
            return closed + "REST snapshot at \(time)" + session + " · last poll failed"
        case .krxClose where !session.isEmpty:
            return "KRX at \(time)" + session + " · Nextrade is trading, not shown on this account"
        case .krxClose:
            return "KRX close · REST snapshot at \(time) · Nextrade is trading, not shown on this account"
        }
    }

    /// What follows the source of a price made in KRX's single-price session, whose volume is that session's.
    static let singlePriceNote = " · KRX after-hours single price (시간외 단일가; volume of that session)"
}
