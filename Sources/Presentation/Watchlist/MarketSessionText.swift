// The KRX session as the header names it: the exchange's real hours, and what the feed does beside them (the
// default simulated market trades around the clock, so its header says so and still says when KRX is open).

import DisplayText
import Domain

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

    /// The header's text for the feed and the exchange: the feed's note, then the headline
    /// (`simulated · always open · KRX closed · holiday — opens Mon 12-28 09:00`).
    public static func header(_ status: MarketStatus, feedHours: FeedHours) -> String {
        [feedHours.headerNote, headline(status)].compactMap { $0 }.joined(separator: " · ")
    }

    /// The header's short text when the whole one does not fit: the feed's note and the phase alone
    /// (`simulated · always open · KRX closed`).
    public static func brief(_ status: MarketStatus, feedHours: FeedHours) -> String {
        [feedHours.headerNote, "KRX \(phaseName(status.session))"].compactMap { $0 }.joined(separator: " · ")
    }

    /// The phase in words: "pre-market", "opening auction", "continuous trading", "after-market", "closed" ….
    public static func phaseName(_ session: MarketSession) -> String {
        switch session {
        case .preMarket: "pre-market"
        case .preMarketClosePrice: "pre-market at close"
        case .preOpenAuction: "opening auction"
        case .regular: "continuous trading"
        case .closingAuction: "closing auction"
        case .pause: "pause"
        case .postMarketClosePrice: "after-hours at close"
        case .singlePrice: "single-price"
        case .afterMarket: "after-market"
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
        let text = KoreaTimeText.weekdayDate(day) + " " + clock(opening.minute)
        return opening.isUncertain ? text + " (unconfirmed)" : text
    }

    /// "08:30–09:00" for a span of minutes after midnight.
    public static func span(_ minutes: Range<Int>) -> String {
        "\(clock(minutes.lowerBound))–\(clock(minutes.upperBound))"
    }

    private static func clock(_ minute: Int) -> String {
        FixedPointText.zeroPadded(minute / 60, width: 2) + ":" + FixedPointText.zeroPadded(minute % 60, width: 2)
    }
}
