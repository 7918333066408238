// What kind of day a date is on KRX: closed (and why), or a trading day with its hours.

/// One date of the KRX calendar.
public enum MarketDay: Hashable, Sendable {
    /// Saturday or Sunday.
    case weekend
    /// A weekday closure from the holiday table (설날, 추석, year end …), with how certain it is.
    case holiday(MarketClosureStatus)
    /// A trading day; `uncertain` when its special hours (a 수능 date) are not confirmed.
    case trading(TradingHours, uncertain: Bool)

    /// The day's hours, nil when the market is closed.
    public var hours: TradingHours? {
        if case .trading(let hours, _) = self { return hours }
        return nil
    }

    /// True when this is a closure or special session KRX has not confirmed.
    public var isUncertain: Bool {
        switch self {
        case .weekend: false
        case .holiday(let status): status == .uncertain
        case .trading(_, let uncertain): uncertain
        }
    }
}
