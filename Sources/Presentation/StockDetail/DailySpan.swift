// How far back the detail view's daily chart reaches: three months or a year.

/// The span of the daily chart.
public enum DailySpan: Hashable, Sendable {
    case threeMonths
    case oneYear

    /// Calendar days back from today.
    var days: Int {
        switch self {
        case .threeMonths: 92
        case .oneYear: 366
        }
    }

    /// "3M", "1Y".
    public var label: String {
        switch self {
        case .threeMonths: "3M"
        case .oneYear: "1Y"
        }
    }

    /// The other span.
    var toggled: DailySpan { self == .threeMonths ? .oneYear : .threeMonths }
}
