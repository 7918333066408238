// Where a price stands against its base price, for the view to colour (Korean red up, blue down).

import Domain

/// The direction of a row's price (전일 대비), with the marker drawn before its change.
public enum PriceDirection: Hashable, Sendable, CaseIterable {
    /// At the daily upper limit (상한), drawn ↑ and bold.
    case upperLimit
    /// Above the base price (상승), ▲.
    case up
    /// Unchanged (보합), no marker.
    case flat
    /// Below the base price (하락), ▼.
    case down
    /// At the daily lower limit (하한), drawn ↓ and bold.
    case lowerLimit

    init(_ sign: PriceChangeSign) {
        switch sign {
        case .upperLimit: self = .upperLimit
        case .rise: self = .up
        case .flat: self = .flat
        case .fall: self = .down
        case .lowerLimit: self = .lowerLimit
        }
    }

    /// The marker before the change: ↑ ▲ (none) ▼ ↓.
    public var marker: String {
        switch self {
        case .upperLimit: "↑"
        case .up: "▲"
        case .flat: ""
        case .down: "▼"
        case .lowerLimit: "↓"
        }
    }

    /// True at either daily limit, where the view draws bold.
    public var isAtLimit: Bool { self == .upperLimit || self == .lowerLimit }
}
