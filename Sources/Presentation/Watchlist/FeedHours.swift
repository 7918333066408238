// When the quote feed trades, so the header can say what the prices shown are doing beside the venues' phases.

import Domain

/// When the feed's prices move: with the venues (a real feed), or as the simulator is set to.
public enum FeedHours: Hashable, Sendable {
    /// A real feed: prices move when KRX or Nextrade trades; the header says their phases alone.
    case exchange
    /// The simulator follows KRX's and Nextrade's hours, and runs a simulated session of its own while
    /// both are shut (nights, weekends, holidays), so a demo always moves.
    case simulatedAlwaysOpen
    /// The simulator trades only in the venues' sessions, on the exchange's calendar.
    case simulatedKRXHours

    /// What the header puts before the venues' phases: "simulated session" while the simulator runs a session
    /// of its own, "simulated" while it follows the venues, nil for a real feed.
    public func headerNote(_ statuses: VenueStatuses) -> String? {
        switch self {
        case .exchange: nil
        case .simulatedAlwaysOpen: statuses.isAllClosed ? "simulated session" : "simulated"
        case .simulatedKRXHours: "simulated · exchange hours"
        }
    }

    /// The note in three cells, for the narrowest header: "sim" (the simulator's own session is said only
    /// where there is room, so that the three indices keep their place in 120 columns).
    public var shortHeaderNote: String? {
        switch self {
        case .exchange: nil
        case .simulatedAlwaysOpen, .simulatedKRXHours: "sim"
        }
    }

    /// True when prices move at `statuses`: while either venue trades, and for the always-open simulator
    /// also while both are shut.
    public func isTrading(at statuses: VenueStatuses) -> Bool {
        (self == .simulatedAlwaysOpen && statuses.isAllClosed) || statuses.krx.session.isTrading || statuses.nxt.session.isTrading
    }
}
