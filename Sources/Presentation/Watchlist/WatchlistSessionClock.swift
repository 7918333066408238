// The watchlist header's time: the exchange's phase in words, the indices, and the Korea-time clock.

import Domain
import FoundationEssentials

/// What the watchlist's header says about the market and the time. The session's words are written
/// when the exchange's status (or the feed's hours) changes, not for every frame's state.
struct WatchlistSessionClock: Sendable {
    /// The exchange now (phase, why closed, next opening); nil until the first reading.
    var market: VenueStatuses? { didSet { if market != oldValue { describeSession() } } }
    /// When the feed's prices move (the simulator's mode, or with the exchange).
    var feedHours = FeedHours.exchange { didSet { if feedHours != oldValue { describeSession() } } }
    /// The header's words for `market`, long to short.
    private(set) var text = (header: "", brief: "", phase: "")
    /// The indices for the header, as the index feed last told them (none before its first answer).
    var indices: [MarketIndexSummary] = []
    /// Now, on the view model's clock.
    private(set) var now: Date
    /// `now` on a Korean wall clock: "14:32:05".
    private(set) var clock: String

    init(now: Date) {
        self.now = now
        clock = KoreaTimeText.clock(now)
    }

    /// True while the feed's prices move (a venue trades, or the simulator runs its own session).
    var isTrading: Bool { market.map(feedHours.isTrading(at:)) ?? false }

    /// The clock moved to `time`, when the exchange is `market`.
    mutating func tick(at time: Date, market: VenueStatuses) {
        now = time
        clock = KoreaTimeText.clock(time)
        self.market = market
    }

    private mutating func describeSession() {
        text = market.map { market in
            (MarketSessionText.header(market, feedHours: feedHours), MarketSessionText.brief(market, feedHours: feedHours),
             MarketSessionText.shortest(market, feedHours: feedHours))
        } ?? ("", "", "")
    }
}
