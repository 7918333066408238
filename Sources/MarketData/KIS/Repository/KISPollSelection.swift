// Which codes of one real-time-aware subscription the REST loop polls, rows on screen first.

import Domain

/// The codes one `quotes(for:)` subscription polls over REST: every code the socket does not hold,
/// and every code it holds but has not priced yet (no trade on this connection) and no quote at all has
/// reached (outside trading hours the socket stays silent, so a REST snapshot is the row's price).
/// Rows on screen come first, in screen order, so they are priced first.
struct KISPollSelection: Equatable {
    /// The subscription's codes, in list order.
    let codes: [StockCode]
    var snapshot = KISRealtimeSnapshot(health: .connecting, liveCodes: [], malformedFrames: 0)
    /// The rows on screen, top to bottom.
    var onScreen: [StockCode] = []
    /// Codes some quote (REST or socket) reached the subscriber for.
    var priced = Set<StockCode>()

    /// The codes to poll, best first.
    var polled: [StockCode] {
        let wanted = Set(codes.filter { code in
            !snapshot.liveCodes.contains(code) || (!snapshot.tradedCodes.contains(code) && !priced.contains(code))
        })
        let visible = onScreen.filter(wanted.contains)
        let shown = Set(visible)
        return visible + codes.filter { wanted.contains($0) && !shown.contains($0) }
    }
}
