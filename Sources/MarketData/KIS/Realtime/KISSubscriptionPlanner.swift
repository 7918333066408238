// Decides which codes hold the session's few real-time registrations, and the frames that get there.

import Domain

/// The registrations of one session and the plan for the next ones (pure value, no I/O).
///
/// Priority: reservations (e.g. the detail view's order book), then the rows on screen, then the rest
/// of the open watchlist; whatever does not fit in `limit` stays on REST polling. `plan` returns the
/// unsubscribes first, then the subscribes, so the session never holds more than `limit`; when the
/// wanted set did not change it returns nothing.
struct KISSubscriptionPlanner: Sendable {
    /// KIS allows 41 registrations per session.
    static let sessionLimit = 41

    /// The most registrations this session may hold (lowered when the server refuses one earlier).
    private(set) var limit: Int
    /// What the session holds (sent, not refused), in the order it was asked for.
    private(set) var registered: [KISRegistration] = []

    /// The limit a fresh session starts with.
    private let capacity: Int
    /// Turns each wanted registration into its venue's (H0STCNT0 into H0UNCNT0 on a real account, …).
    private let venues: KISVenueChoice

    init(limit: Int = KISSubscriptionPlanner.sessionLimit, venues: KISVenueChoice = .krxOnly) {
        self.limit = limit
        capacity = limit
        self.venues = venues
    }

    /// The codes whose trades are registered.
    var liveCodes: Set<StockCode> {
        Set(registered.compactMap(\.tradesCode))
    }

    /// The registrations wanted, best first, each on its code's venue (KRX's single-price trades while KRX is
    /// in that session), cut at `limit`.
    func target(reserved: [KISRegistration], onScreen: [StockCode], watchlist: [StockCode], krxSession: MarketSession = .closed) -> [KISRegistration] {
        var seen = Set<KISRegistration>()
        let wanted = (reserved + (onScreen + watchlist).map(KISRegistration.trades)).map { venues.onVenue($0, during: krxSession) }
        return Array(wanted.filter { seen.insert($0).inserted }.prefix(limit))
    }

    /// The frames that turn the current registrations into the target, unsubscribes first; applies them.
    mutating func plan(
        reserved: [KISRegistration] = [], onScreen: [StockCode], watchlist: [StockCode], krxSession: MarketSession = .closed
    ) -> [KISSubscriptionChange] {
        let target = target(reserved: reserved, onScreen: onScreen, watchlist: watchlist, krxSession: krxSession)
        let wanted = Set(target)
        let held = Set(registered)
        let removals = registered.filter { !wanted.contains($0) }.map(KISSubscriptionChange.unsubscribe)
        let additions = target.filter { !held.contains($0) }.map(KISSubscriptionChange.subscribe)
        registered = registered.filter(wanted.contains) + target.filter { !held.contains($0) }
        return removals + additions
    }

    /// The server refused `registration` for the limit (OPSP0008): it is dropped and the limit lowered
    /// to what the session holds, so the next plan does not ask again.
    mutating func refused(_ registration: KISRegistration) {
        registered.removeAll { $0 == registration }
        limit = min(limit, registered.count)
    }

    /// The connection was lost: the server holds nothing any more; a new session starts at full capacity.
    mutating func reset() {
        registered = []
        limit = capacity
    }
}
