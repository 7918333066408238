// Whether a price alert waits for its condition or has fired, and when.

import FoundationEssentials

/// A price alert's state: it fires once, then waits until the user re-arms it.
public enum PriceAlertState: Hashable, Sendable, Codable {
    /// Waiting for the condition to hold.
    case armed
    /// The condition held at `price` in the quote of `at`; it will not fire again until re-armed.
    case fired(at: Date, price: Int)

    /// True while the alert can fire.
    public var isArmed: Bool { self == .armed }
}
