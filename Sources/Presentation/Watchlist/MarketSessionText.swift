// KRX's and Nextrade's sessions as the header names them: the venues' real hours, and what the feed does beside
// them (the default simulated market runs a session of its own while both are shut, and says so).

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

    /// Both venues in one line: KRX's headline, then Nextrade's phase and hours (`KRX closed — opens Mon 12-07
    /// 09:00 · NXT after-market 15:30–20:00`); while both are shut, why and each one's next opening
    /// (`KRX · NXT closed · weekend — NXT opens Mon 12-07 08:00, KRX 09:00`).
    public static func headline(_ statuses: VenueStatuses) -> String {
        let nxt = statuses.nxt
        if sharePhase(statuses) { return "KRX · NXT" + headline(statuses.krx).dropFirst(3) }
        if statuses.isAllClosed {
            let krx = statuses.krx.nextOpening
            let krxText = krx.day == nxt.nextOpening.day ? clock(krx.minute) : opening(krx)
            let reason = closedReason(statuses.krx.marketDay).map { " · \($0)" } ?? ""
            return "KRX · NXT closed\(reason) — NXT opens \(opening(nxt.nextOpening)), KRX \(krxText)"
        }
        let nxtText: String
        if nxt.session != .closed, let span = nxt.phaseSpan {
            nxtText = "NXT \(phaseName(nxt.session)) \(self.span(span))"
        } else {
            nxtText = "NXT closed"
        }
        return "\(headline(statuses.krx)) · \(nxtText)"
    }

    /// The header's text for the feed and both venues: the feed's note, then the headline
    /// (`simulated · KRX closed · NXT after-market 15:30–20:00`).
    public static func header(_ statuses: VenueStatuses, feedHours: FeedHours) -> String {
        [feedHours.headerNote(statuses), headline(statuses)].compactMap { $0 }.joined(separator: " · ")
    }

    /// The header's short text when the whole one does not fit: the feed's note and both phases
    /// (`simulated session · KRX closed · NXT closed`).
    public static func brief(_ statuses: VenueStatuses, feedHours: FeedHours) -> String {
        if sharePhase(statuses) || statuses.isAllClosed {
            let reason = statuses.isAllClosed ? closedReason(statuses.krx.marketDay) : nil
            return [feedHours.headerNote(statuses), "KRX · NXT \(phaseName(statuses.krx.session))", reason].compactMap { $0 }.joined(separator: " · ")
        }
        return [feedHours.headerNote(statuses), "KRX \(phaseName(statuses.krx.session))", "NXT \(phaseName(statuses.nxt.session))"]
            .compactMap { $0 }.joined(separator: " · ")
    }

    /// The narrowest header text, still saying what the simulator does and both phases (`sim · KRX closed · NXT after`).
    public static func shortest(_ statuses: VenueStatuses, feedHours: FeedHours) -> String {
        if sharePhase(statuses) || statuses.isAllClosed {
            return [feedHours.shortHeaderNote, "KRX · NXT \(shortPhaseName(statuses.krx.session))"].compactMap { $0 }.joined(separator: " · ")
        }
        return [feedHours.shortHeaderNote, "KRX \(shortPhaseName(statuses.krx.session))", "NXT \(shortPhaseName(statuses.nxt.session))"]
            .compactMap { $0 }.joined(separator: " · ")
    }

    /// True when both venues run the same phase over the same minutes (the main market): said once.
    private static func sharePhase(_ statuses: VenueStatuses) -> Bool {
        statuses.krx.session != .closed && statuses.krx.session == statuses.nxt.session && statuses.krx.phaseSpan == statuses.nxt.phaseSpan
    }

    /// The phase in a word: "pre", "auction", "open", "after", "closed" ….
    public static func shortPhaseName(_ session: MarketSession) -> String {
        switch session {
        case .preMarket: "pre"
        case .preMarketClosePrice, .postMarketClosePrice: "at close"
        case .preOpenAuction, .closingAuction: "auction"
        case .regular: "open"
        case .pause: "pause"
        case .singlePrice: "single"
        case .afterMarket: "after"
        case .closed: "closed"
        }
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

    static func clock(_ minute: Int) -> String {
        FixedPointText.zeroPadded(minute / 60, width: 2) + ":" + FixedPointText.zeroPadded(minute % 60, width: 2)
    }
}
