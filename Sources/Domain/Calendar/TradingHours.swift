// What kind of KRX trading day a date is, and when its main market opens.

/// The kind of one trading day, which decides every venue's phases (`SessionTable`), and KRX's opening.
///
/// A normal day's main market opens at 09:00; on a late opening (the year's first trading day, 수능 day) one
/// hour later, and on 수능 day the afternoon moves one hour later too (close 16:30).
public struct TradingHours: Hashable, Sendable {
    /// Why the day's hours are what they are.
    public enum Kind: Hashable, Sendable, CaseIterable {
        /// The usual 09:00–15:30 day.
        case regular
        /// The first trading day of the year: opens at 10:00.
        case firstTradingDayOfYear
        /// The national college entrance exam day (수능): opens at 10:00, closes at 16:30.
        case collegeEntranceExam
    }

    public let kind: Kind
    /// KRX's continuous trading starts (정규장), in minutes after midnight Korea time.
    public let continuousStart: Int
    /// KRX's closing auction ends: the main market is over (15:30, 16:30 on 수능 day).
    public let close: Int

    private init(kind: Kind) {
        self.kind = kind
        let spans = SessionTable.standard.spans(of: .krx, on: kind)
        continuousStart = spans.first { $0.session == .regular }?.minutes.lowerBound ?? 9 * 60
        close = spans.first { $0.session == .closingAuction }?.minutes.upperBound ?? 15 * 60 + 30
    }

    /// KRX's main market 09:00–15:30.
    public static let regular = TradingHours(kind: .regular)
    /// The year's first trading day: the morning one hour later (10:00), the afternoon as usual.
    public static let firstTradingDayOfYear = TradingHours(kind: .firstTradingDayOfYear)
    /// 수능 day: everything one hour later (10:00–16:30).
    public static let collegeEntranceExam = TradingHours(kind: .collegeEntranceExam)
}
