// The watchlist header's session and clock alone: words written when the exchange's status or the feed's hours change.

import Domain
import Foundation
@testable import Presentation
import Testing

@Suite("WatchlistSessionClock")
struct WatchlistSessionClockTests {
    private static let calendar = KRXCalendar(closures: [:])
    /// Wednesday 2026-12-02, 10:00 and 16:00 in Korea.
    private static let morning = KoreaTime.date(of: CalendarDay("2026-12-02")!, minute: 10 * 60)
    private static let evening = KoreaTime.date(of: CalendarDay("2026-12-02")!, minute: 16 * 60)

    @Test("a tick sets the clock and the header's words for the exchange at that time")
    func tickDescribesTheSession() {
        var clock = WatchlistSessionClock(now: Self.morning)
        #expect(clock.text.header.isEmpty, "no words before the first reading")
        let market = Self.calendar.statuses(at: Self.evening)
        clock.tick(at: Self.evening, market: market)
        #expect(clock.now == Self.evening)
        #expect(clock.clock == KoreaTimeText.clock(Self.evening))
        #expect(clock.text.header == MarketSessionText.header(market, feedHours: .exchange))
        #expect(clock.text.phase == MarketSessionText.shortest(market, feedHours: .exchange))
    }

    @Test("the feed's hours change the words for the same exchange status")
    func feedHoursRewriteTheWords() {
        var clock = WatchlistSessionClock(now: Self.evening)
        let market = Self.calendar.statuses(at: Self.evening)
        clock.market = market
        let exchangeWords = clock.text.brief
        clock.feedHours = .simulatedAlwaysOpen
        #expect(clock.text.brief == MarketSessionText.brief(market, feedHours: .simulatedAlwaysOpen))
        #expect(clock.text.brief != exchangeWords)
    }
}
