// A quote repository that streams some codes in real time and polls the rest, told what is on screen.

import Reactive

/// A `QuoteRepository` whose live registrations follow the view: the rows on screen first; it remembers
/// the latest quote it delivered of each stock (`LatestQuoteRepository`).
public protocol RealtimeQuoteRepository: QuoteRepository, LatestQuoteRepository {
    /// The codes of the rows on screen, top to bottom; send a new list on every scroll, filter or resize.
    var visibleCodes: AnyObserver<[StockCode]> { get }
    /// Per-code sources and socket health of the running `quotes(for:)` subscription; replays the latest.
    var status: Observable<QuoteFeedStatus> { get }
    /// Connects the real-time session again if a refusal only the user can end (a wrong key) stopped
    /// it; does nothing otherwise (the user's retry key, once the settings are fixed).
    func retryAfterRefusal()
}
