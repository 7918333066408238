// The phase of the KRX trading day at a moment (KRXCalendar computes it, in Korea time).

import FoundationEssentials

/// The KRX trading phase (장 구분) at some moment.
public enum MarketSession: String, Sendable, Codable, CaseIterable {
    /// 08:30–09:00, orders collected for the opening auction (장전 동시호가).
    case preOpenAuction
    /// 09:00–15:20, continuous trading (정규장).
    case regular
    /// 15:20–15:30, orders collected for the closing auction (장마감 동시호가).
    case closingAuction
    /// 15:30–18:00, after-hours trading (시간외).
    case afterHours
    /// Nights, weekends and holidays.
    case closed

    /// The time zone KRX hours are defined in: Korea Standard Time, UTC+9 all year (no daylight saving
    /// since 1988). A fixed offset, so no time-zone database (and none of ICU's memory) is needed.
    public static let koreaTimeZone = TimeZone(secondsFromGMT: 9 * 3600)!

    /// A Gregorian calendar in Korea time, whatever the machine's zone.
    public static let koreaCalendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = koreaTimeZone
        return calendar
    }()

    /// True when orders trade (continuous or after-hours); false in auctions and when closed.
    public var isTrading: Bool { self == .regular || self == .afterHours }
}
