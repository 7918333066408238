// A live calendar on screen: its override reaches the header's session, its notice the status line, once.

import Domain
import Reactive
import Screens
import Testing
import TUICore

@Suite struct WatchlistCalendarNoticeTests {
    /// A calendar that closes the harness's day (1970-01-01, a Thursday) once confirmed, and says one thing.
    private final class ConfirmingCalendar: MarketCalendarRepository {
        let confirmed = LockedState(false)
        let said = PublishSubject<String>()
        var calendar: KRXCalendar {
            confirmed.withLock { $0 } ? KRXCalendar(closures: [CalendarDay("1970-01-01")!: .scheduled]) : KRXCalendar(closures: [:])
        }
        func notices() -> Observable<String> { said.asObservable() }
    }

    @Test func theConfirmedCalendarChangesTheSessionAndItsNoticeIsShownUntilTheNextKey() {
        let calendar = ConfirmingCalendar()
        let harness = ScreenHarness(size: Size(width: 120, height: 12), calendars: calendar)
        #expect(harness.render()[0].contains("KRX · NXT continuous trading"))
        calendar.confirmed.withLock { $0 = true }
        calendar.said.onNext("KRX calendar not confirmed (KIS chk-holiday failed: timed out); the bundled holiday file is in use.")
        harness.advance(ticks: 10)
        let lines = harness.render()
        #expect(lines[0].contains("KRX · NXT closed · holiday — NXT opens"))
        #expect(lines.contains { $0.contains("KRX calendar not confirmed") })
        harness.press(.down)
        #expect(!harness.render().contains { $0.contains("KRX calendar not confirmed") })
    }
}
