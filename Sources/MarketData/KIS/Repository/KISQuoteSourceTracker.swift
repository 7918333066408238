// Keeps each watched code's quote source (live, polled, stale) from the session's state and the feed's events:
// live only once the socket has delivered a trade for the code.

import Domain
import Reactive

/// Per-code sources of one `quotes(for:)` subscription.
///
/// The session's snapshots arrive on the socket's thread or the session's scheduler, the polled events
/// on the feed's: one lock orders them, and each status is handed to `publish` under it, so statuses go
/// out in the order they were made.
final class KISQuoteSourceTracker {
    private struct Sources {
        var snapshot = KISRealtimeSnapshot(health: .connecting, liveCodes: [], malformedFrames: 0)
        /// Polled codes whose last attempt failed after their last quote.
        var stale = Set<StockCode>()
    }

    private let codes: [StockCode]
    private let sources = LockedState(Sources())
    private let publish: (ObjectIdentifier, QuoteFeedStatus) -> Void

    /// A tracker of `codes` that hands each new status to `publish`, with its own identity.
    init(codes: [StockCode], publish: @escaping (ObjectIdentifier, QuoteFeedStatus) -> Void) {
        self.codes = codes
        self.publish = publish
    }

    /// Takes the session's new state and publishes the status.
    func update(_ snapshot: KISRealtimeSnapshot) {
        sources.withLock { sources in
            sources.snapshot = snapshot
            publish(ObjectIdentifier(self), status(of: sources))
        }
    }

    /// Notes `event`, publishing the status when a source changed.
    func record(_ event: QuoteFeedEvent) {
        sources.withLock { sources in
            let before = sources.stale
            switch event {
            case .quote(let quote): sources.stale.remove(quote.code)
            case .failure(let failure):
                if let code = failure.code {
                    sources.stale.insert(code)
                } else {
                    sources.stale.formUnion(codes.filter { !sources.snapshot.tradedCodes.contains($0) })
                }
            }
            if sources.stale != before { publish(ObjectIdentifier(self), status(of: sources)) }
        }
    }

    private func status(of sources: Sources) -> QuoteFeedStatus {
        var bySource: [StockCode: QuoteSource] = [:]
        for code in codes {
            bySource[code] = sources.snapshot.tradedCodes.contains(code) ? .live : sources.stale.contains(code) ? .stale : .polled
        }
        return QuoteFeedStatus(sources: bySource, health: sources.snapshot.health, malformedFrames: sources.snapshot.malformedFrames)
    }
}
