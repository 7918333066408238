// When the quote feed trades, so the header can say what the prices shown are doing beside KRX's own phase.

import Domain

/// When the feed's prices move: with the exchange (a real feed), or as the simulator is set to.
public enum FeedHours: Hashable, Sendable {
    /// A real feed: prices move when KRX trades; the header says KRX's phase alone.
    case exchange
    /// The simulator trades around the clock, whatever KRX is doing.
    case simulatedAlwaysOpen
    /// The simulator trades only in KRX's sessions, on the exchange's calendar.
    case simulatedKRXHours

    /// What the header puts before KRX's phase: "simulated · always open", nil for a real feed.
    public var headerNote: String? {
        switch self {
        case .exchange: nil
        case .simulatedAlwaysOpen: "simulated · always open"
        case .simulatedKRXHours: "simulated · KRX hours"
        }
    }

    /// True when prices move at `session`: always for the always-open simulator, else while KRX trades.
    public func isTrading(at session: MarketSession) -> Bool {
        self == .simulatedAlwaysOpen || session.isTrading
    }
}
