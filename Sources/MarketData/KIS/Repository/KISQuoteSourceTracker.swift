// Keeps each watched code's quote source (live, polled, stale) from the session's state and the feed's events.

import Domain

/// Per-code sources of one `quotes(for:)` subscription. Used on the repository's scheduler only.
final class KISQuoteSourceTracker {
    private let codes: [StockCode]
    private var snapshot = KISRealtimeSnapshot(health: .connecting, liveCodes: [], malformedFrames: 0)
    /// Polled codes whose last attempt failed after their last quote.
    private var stale = Set<StockCode>()

    init(codes: [StockCode]) {
        self.codes = codes
    }

    func update(_ snapshot: KISRealtimeSnapshot) {
        self.snapshot = snapshot
    }

    /// Notes `event`; true when a source changed.
    func record(_ event: QuoteFeedEvent) -> Bool {
        let before = stale
        switch event {
        case .quote(let quote): stale.remove(quote.code)
        case .failure(let failure):
            if let code = failure.code {
                stale.insert(code)
            } else {
                stale.formUnion(codes.filter { !snapshot.liveCodes.contains($0) })
            }
        }
        return stale != before
    }

    var status: QuoteFeedStatus {
        var sources: [StockCode: QuoteSource] = [:]
        for code in codes {
            sources[code] = snapshot.liveCodes.contains(code) ? .live : stale.contains(code) ? .stale : .polled
        }
        return QuoteFeedStatus(sources: sources, health: snapshot.health, malformedFrames: snapshot.malformedFrames)
    }
}
