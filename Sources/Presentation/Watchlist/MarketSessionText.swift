// The KRX session as the header names it: the exchange's real hours, whatever feed is shown (the
// default simulated market trades around the clock, so its header still says when KRX itself is open).

import DisplayText
import Domain

extension MarketSession {
    /// A short name for the header, e.g. "KRX open (정규장)".
    var displayName: String {
        switch self {
        case .preOpenAuction: "KRX pre-open (장전 동시호가)"
        case .regular: "KRX open (정규장)"
        case .closingAuction: "KRX closing auction (장마감 동시호가)"
        case .afterHours: "KRX after hours (시간외)"
        case .closed: "KRX closed (장 종료)"
        }
    }
}

/// The pieces of text the header says about the exchange, from a `MarketStatus` (pure, no clock):
/// `KRX closed · holiday — opens Mon 12-28 09:00`, `KRX opening auction 08:30–09:00`.
public enum MarketSessionText {
    /// The whole line: the phase and its hours while a phase runs, else why it is closed and when it opens;
    /// special hours and unconfirmed dates are said.
    public static func headline(_ status: MarketStatus) -> String {
        guard status.session != .closed, let span = status.phaseSpan else {
            let reason = closedReason(status.marketDay).map { " · \($0)" } ?? ""
            return "KRX closed\(reason) — opens \(opening(status.nextOpening))"
        }
        var line = "KRX \(phaseName(status.session)) \(self.span(span))"
        if let special = status.marketDay.hours.flatMap(specialHours) { line += " · \(special)" }
        if status.marketDay.isUncertain { line += " (unconfirmed)" }
        return line
    }

    /// The phase in words: "opening auction", "continuous trading", "closing auction", "after-hours", "closed".
    public static func phaseName(_ session: MarketSession) -> String {
        switch session {
        case .preOpenAuction: "opening auction"
        case .regular: "continuous trading"
        case .closingAuction: "closing auction"
        case .afterHours: "after-hours"
        case .closed: "closed"
        }
    }

    /// Why a closed day is closed: "weekend", "holiday", "holiday (unconfirmed)"; nil on a trading day.
    public static func closedReason(_ day: MarketDay) -> String? {
        switch day {
        case .weekend: "weekend"
        case .holiday(let status): status == .uncertain ? "holiday (unconfirmed)" : "holiday"
        case .trading: nil
        }
    }

    /// "late opening (first trading day)", "수능 hours": what is special about a day's hours; nil for a regular day.
    public static func specialHours(_ hours: TradingHours) -> String? {
        switch hours.kind {
        case .regular: nil
        case .firstTradingDayOfYear: "late opening (first trading day)"
        case .collegeEntranceExam: "수능 hours"
        }
    }

    /// "Mon 12-28 09:00", with " (unconfirmed)" when that day's hours are not confirmed.
    public static func opening(_ opening: MarketOpening) -> String {
        let day = opening.day
        let text = "\(weekdayNames[day.isoWeekday - 1]) \(FixedPointText.zeroPadded(day.month, width: 2))-"
            + "\(FixedPointText.zeroPadded(day.day, width: 2)) \(clock(opening.minute))"
        return opening.isUncertain ? text + " (unconfirmed)" : text
    }

    /// "08:30–09:00" for a span of minutes after midnight.
    public static func span(_ minutes: Range<Int>) -> String {
        "\(clock(minutes.lowerBound))–\(clock(minutes.upperBound))"
    }

    private static let weekdayNames = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]

    private static func clock(_ minute: Int) -> String {
        FixedPointText.zeroPadded(minute / 60, width: 2) + ":" + FixedPointText.zeroPadded(minute % 60, width: 2)
    }
}
