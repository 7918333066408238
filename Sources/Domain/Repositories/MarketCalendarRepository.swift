// Where the exchange calendar in use comes from when a live source may confirm or override the shipped one.

import Reactive

/// The KRX calendar in use, which may change while the app runs (KIS's chk-holiday confirming the
/// bundled holiday file).
public protocol MarketCalendarRepository: AnyObject {
    /// The calendar in use now.
    var calendar: KRXCalendar { get }
    /// While subscribed, keeps the calendar current (checking the source when due) and emits each
    /// notice about it once — e.g. why the source could not confirm the shipped file. Never fails.
    func notices() -> Observable<String>
}
