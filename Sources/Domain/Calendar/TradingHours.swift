// The times of a KRX trading day's phases, in minutes after midnight Korea time.

/// When each phase of one trading day starts and ends (Korea time, minutes after midnight).
///
/// A normal day: opening auction 08:30–09:00, continuous trading 09:00–15:20, closing auction
/// 15:20–15:30, after-hours trading 15:30–18:00. On a late opening (the year's first trading day, 수능
/// day) the morning moves one hour later; on 수능 day the afternoon does too (close 16:30).
public struct TradingHours: Hashable, Sendable {
    /// Why the day's hours are what they are.
    public enum Kind: Hashable, Sendable {
        /// The usual 09:00–15:30 day.
        case regular
        /// The first trading day of the year: opens at 10:00.
        case firstTradingDayOfYear
        /// The national college entrance exam day (수능): opens at 10:00, closes at 16:30.
        case collegeEntranceExam
    }

    public let kind: Kind
    /// The opening auction starts (장전 동시호가).
    public let openingAuctionStart: Int
    /// Continuous trading starts (정규장).
    public let continuousStart: Int
    /// The closing auction starts (장마감 동시호가).
    public let closingAuctionStart: Int
    /// The closing auction ends: the regular session is over.
    public let close: Int
    /// After-hours trading ends (시간외).
    public let afterHoursEnd: Int

    private init(kind: Kind, morningDelay: Int, afternoonDelay: Int) {
        self.kind = kind
        openingAuctionStart = 8 * 60 + 30 + morningDelay
        continuousStart = 9 * 60 + morningDelay
        closingAuctionStart = 15 * 60 + 20 + afternoonDelay
        close = 15 * 60 + 30 + afternoonDelay
        afterHoursEnd = 18 * 60 + afternoonDelay
    }

    /// 08:30 / 09:00 / 15:20 / 15:30 / 18:00.
    public static let regular = TradingHours(kind: .regular, morningDelay: 0, afternoonDelay: 0)
    /// The year's first trading day: the morning one hour later (09:30 / 10:00), the afternoon as usual.
    public static let firstTradingDayOfYear = TradingHours(kind: .firstTradingDayOfYear, morningDelay: 60, afternoonDelay: 0)
    /// 수능 day: everything one hour later (09:30 / 10:00 / 16:20 / 16:30 / 19:00).
    public static let collegeEntranceExam = TradingHours(kind: .collegeEntranceExam, morningDelay: 60, afternoonDelay: 60)

    /// The phase at `minute` after midnight, and the span of minutes it lasts (nil after the day's end).
    public func phase(atMinute minute: Int) -> (session: MarketSession, span: Range<Int>)? {
        switch minute {
        case openingAuctionStart..<continuousStart: (.preOpenAuction, openingAuctionStart..<continuousStart)
        case continuousStart..<closingAuctionStart: (.regular, continuousStart..<closingAuctionStart)
        case closingAuctionStart..<close: (.closingAuction, closingAuctionStart..<close)
        case close..<afterHoursEnd: (.afterHours, close..<afterHoursEnd)
        default: nil
        }
    }
}
