// How sure a KRX closure (or special session) is: seen, announced, or only implied by the rules.

/// How certain a date of the KRX calendar is, as `krx-holidays.tsv` marks it.
public enum MarketClosureStatus: String, Sendable, CaseIterable {
    /// The market was closed (or the session was held) that day.
    case observed
    /// Announced by KRX, or following its fixed rules.
    case scheduled
    /// A rule implies it but KRX has not confirmed it: shown as such until confirmed.
    case uncertain
}
