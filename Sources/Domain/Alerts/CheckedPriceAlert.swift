// An alert condition the dialog's check accepted, with what the user should know about it.

import DisplayText

/// A condition accepted by `CheckPriceAlertUseCase`, and a note when it cannot fire today ("not reachable
/// today; upper limit 91,000"): long-term targets and deep stops beyond the ±30 % band are accepted.
public struct CheckedPriceAlert: Hashable, Sendable {
    public let condition: PriceAlertCondition
    /// Said after the alert is set, nil when it can fire today.
    public let note: String?

    public init(condition: PriceAlertCondition, note: String? = nil) {
        self.condition = condition
        self.note = note
    }

    /// "not reachable today; upper limit 91,000".
    static func unreachableNote(limitName: String, limit: Int) -> String {
        "not reachable today; \(limitName) limit \(FixedPointText.grouped(limit))"
    }
}
