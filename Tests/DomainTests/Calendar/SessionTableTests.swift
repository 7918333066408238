// Both venues' phases at every boundary minute: a normal day, 수능 day, the year's first trading day, a
// holiday, NXT's pauses, and KRX's planned extended markets switched on by a table entry.

import Domain
import Foundation
import Testing

@Suite("SessionTable")
struct SessionTableTests {
    static let calendar = KRXCalendar(closures: [
        CalendarDay("2026-01-01")!: .observed,
        CalendarDay("2026-12-25")!: .observed,
    ])

    /// The phase of `venue` at `hhmm` Korea time on `day`, and one minute before.
    static func sessions(_ venue: Venue, _ day: String, _ hhmm: Int, calendar: KRXCalendar = calendar) -> (before: MarketSession, at: MarketSession) {
        let minute = hhmm / 100 * 60 + hhmm % 100
        let date = { (minute: Int) in KoreaTime.date(of: CalendarDay(day)!, minute: minute) }
        return (calendar.session(at: date(minute - 1), venue: venue), calendar.session(at: date(minute), venue: venue))
    }

    /// A normal Friday (2026-12-04): every minute where KRX's phase changes, with the phase before and after.
    @Test(
        "KRX on a normal day, at every boundary",
        arguments: [
            (8_30, MarketSession.closed, MarketSession.preMarketClosePrice), (8_40, .preMarketClosePrice, .preOpenAuction),
            (9_00, .preOpenAuction, .regular), (15_20, .regular, .closingAuction), (15_30, .closingAuction, .pause),
            (15_40, .pause, .postMarketClosePrice), (16_00, .postMarketClosePrice, .singlePrice), (18_00, .singlePrice, .closed),
        ]
    )
    func krxRegular(hhmm: Int, before: MarketSession, at: MarketSession) {
        let found = Self.sessions(.krx, "2026-12-04", hhmm)
        #expect(found.before == before)
        #expect(found.at == at)
    }

    @Test(
        "NXT on a normal day, at every boundary, pauses included",
        arguments: [
            (8_00, MarketSession.closed, MarketSession.preMarket), (8_50, .preMarket, .pause), (9_00, .pause, .regular),
            (15_20, .regular, .pause), (15_30, .pause, .afterMarket), (20_00, .afterMarket, .closed),
        ]
    )
    func nxtRegular(hhmm: Int, before: MarketSession, at: MarketSession) {
        let found = Self.sessions(.nxt, "2026-12-04", hhmm)
        #expect(found.before == before)
        #expect(found.at == at)
    }

    @Test(
        "수능 day: KRX one hour later all day",
        arguments: [
            (9_30, MarketSession.closed, MarketSession.preMarketClosePrice), (9_40, .preMarketClosePrice, .preOpenAuction),
            (10_00, .preOpenAuction, .regular), (16_20, .regular, .closingAuction), (16_30, .closingAuction, .pause),
            (16_40, .pause, .postMarketClosePrice), (17_00, .postMarketClosePrice, .singlePrice), (19_00, .singlePrice, .closed),
        ]
    )
    func krxExamDay(hhmm: Int, before: MarketSession, at: MarketSession) {
        let found = Self.sessions(.krx, "2026-11-19", hhmm)
        #expect(found.before == before)
        #expect(found.at == at)
    }

    @Test(
        "수능 day: NXT has no pre-market, main 10:00–16:20, after-market 16:30–20:00",
        arguments: [
            (8_00, MarketSession.closed, MarketSession.closed), (10_00, .closed, .regular), (16_20, .regular, .pause),
            (16_30, .pause, .afterMarket), (20_00, .afterMarket, .closed),
        ]
    )
    func nxtExamDay(hhmm: Int, before: MarketSession, at: MarketSession) {
        let found = Self.sessions(.nxt, "2026-11-19", hhmm)
        #expect(found.before == before)
        #expect(found.at == at)
    }

    @Test(
        "the year's first trading day: both open at 10:00, afternoons as usual",
        arguments: [
            (Venue.krx, 9_30, MarketSession.closed, MarketSession.preMarketClosePrice), (.krx, 10_00, .preOpenAuction, .regular),
            (.krx, 15_20, .regular, .closingAuction), (.krx, 18_00, .singlePrice, .closed),
            (.nxt, 8_00, .closed, .closed), (.nxt, 10_00, .closed, .regular), (.nxt, 15_30, .pause, .afterMarket),
        ]
    )
    func firstTradingDay(venue: Venue, hhmm: Int, before: MarketSession, at: MarketSession) {
        let found = Self.sessions(venue, "2026-01-02", hhmm)
        #expect(found.before == before)
        #expect(found.at == at)
    }

    @Test("a holiday and a weekend: both venues closed all day", arguments: ["2026-12-25", "2026-12-05"])
    func closedDays(day: String) {
        for venue in Venue.allCases {
            for hhmm in [7_00, 8_00, 8_30, 9_00, 12_00, 15_30, 16_00, 19_30] {
                #expect(Self.sessions(venue, day, hhmm).at == .closed, "\(venue) \(hhmm)")
            }
        }
    }

    @Test("the unified price trades when either venue does: KRX's phase first, then NXT's")
    func unified() {
        #expect(Self.sessions(.unified, "2026-12-04", 8_10).at == .preMarket)
        #expect(Self.sessions(.unified, "2026-12-04", 8_35).at == .preMarketClosePrice)
        #expect(Self.sessions(.unified, "2026-12-04", 8_55).at == .pause)
        #expect(Self.sessions(.unified, "2026-12-04", 16_30).at == .singlePrice)
        #expect(Self.sessions(.unified, "2026-12-04", 19_30).at == .afterMarket)
        #expect(Self.sessions(.unified, "2026-12-04", 20_00).at == .closed)
        let sessions = Self.calendar.venueSessions(at: KoreaTime.date(of: CalendarDay("2026-12-04")!, minute: 19 * 60 + 30))
        #expect(sessions == VenueSessions(krx: .closed, nxt: .afterMarket))
        #expect(sessions[.unified] == .afterMarket)
    }

    @Test("a stock trades continuously in KRX's continuous phases, and a Nextrade one in Nextrade's too; auctions, pauses and close-price or single-price sessions are not")
    func continuousTrading() {
        func trades(_ hhmm: Int, nextrade: Bool) -> Bool {
            Self.calendar.venueSessions(at: KoreaTime.date(of: CalendarDay("2026-12-04")!, minute: hhmm / 100 * 60 + hhmm % 100))
                .tradesContinuously(nextrade: nextrade)
        }
        #expect([8_10, 8_35, 8_45, 8_55, 10_00, 15_25, 15_45, 16_30, 19_30, 20_30].map { trades($0, nextrade: false) }
            == [false, false, false, false, true, false, false, false, false, false])
        #expect([8_10, 8_35, 8_45, 8_55, 10_00, 15_25, 15_45, 16_30, 19_30, 20_30].map { trades($0, nextrade: true) }
            == [true, true, true, false, true, false, true, true, true, false])
    }

    @Test("KRX's planned markets are a switch of the table: 07:00–08:00 and 16:00–20:00 instead of the single price")
    func krxExtendedMarkets() {
        let extended = KRXCalendar(closures: [:], sessions: SessionTable(krxExtendedMarkets: true))
        #expect(Self.sessions(.krx, "2026-12-04", 7_00, calendar: extended) == (.closed, .preMarket))
        #expect(Self.sessions(.krx, "2026-12-04", 8_00, calendar: extended) == (.preMarket, .closed))
        #expect(Self.sessions(.krx, "2026-12-04", 16_00, calendar: extended) == (.postMarketClosePrice, .afterMarket))
        #expect(Self.sessions(.krx, "2026-12-04", 20_00, calendar: extended) == (.afterMarket, .closed))
        #expect(Self.sessions(.krx, "2026-12-04", 16_00).at == .singlePrice, "off in the shipped table")
        let opening = extended.status(at: KoreaTime.date(of: CalendarDay("2026-12-04")!, minute: 21 * 60)).nextOpening
        #expect(opening.minute == 7 * 60)
    }

    @Test("each venue's next opening: NXT at 08:00 (10:00 on 수능 day), KRX at 09:00")
    func openings() {
        let friday = KoreaTime.date(of: CalendarDay("2026-12-04")!, minute: 20 * 60 + 30)
        #expect(Self.calendar.status(at: friday, venue: .nxt).nextOpening.day == CalendarDay("2026-12-07"))
        #expect(Self.calendar.status(at: friday, venue: .nxt).nextOpening.minute == 8 * 60)
        #expect(Self.calendar.status(at: friday, venue: .krx).nextOpening.minute == 9 * 60)
        let examEve = KoreaTime.date(of: CalendarDay("2026-11-18")!, minute: 21 * 60)
        #expect(Self.calendar.status(at: examEve, venue: .nxt).nextOpening.minute == 10 * 60)
        let nxtAfter = Self.calendar.status(at: KoreaTime.date(of: CalendarDay("2026-12-04")!, minute: 19 * 60 + 42), venue: .nxt)
        #expect(nxtAfter.session == .afterMarket)
        #expect(nxtAfter.phaseSpan == (15 * 60 + 30)..<(20 * 60))
        #expect(nxtAfter.venue == .nxt)
    }
}
