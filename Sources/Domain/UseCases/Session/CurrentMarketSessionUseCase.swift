// The KRX session (and both venues' statuses) now (from an injected clock), and a stream of its changes for the status bar.

import FoundationEssentials
import Reactive

/// Tells which KRX session it is, in Korea time, from the clock of an injected scheduler and the calendar.
public protocol CurrentMarketSessionUseCase {
    /// The session at this moment.
    func execute() -> MarketSession
    /// KRX and Nextrade at this moment: phases, why closed, next openings (what the header says).
    func status() -> VenueStatuses
    /// The current session at once, then each change, checked every `interval`; never completes.
    func changes(checkingEvery interval: RxTimeInterval) -> Observable<MarketSession>
    /// While subscribed, keeps a live calendar current and emits each notice about it once (for the
    /// status line); nothing for a fixed calendar.
    func calendarNotices() -> Observable<String>
}

extension CurrentMarketSessionUseCase {
    /// A fixed calendar has nothing to say.
    public func calendarNotices() -> Observable<String> { .never() }
}

/// Reads the time from `scheduler.now`, so tests drive it with virtual time, and the days from a
/// fixed calendar or from a `MarketCalendarRepository` (read anew at every question).
public final class DefaultCurrentMarketSessionUseCase: CurrentMarketSessionUseCase {
    private let scheduler: SchedulerType
    private let readCalendar: () -> KRXCalendar
    private let calendars: MarketCalendarRepository?

    /// Sessions on `calendar`, which never changes.
    public init(scheduler: SchedulerType, calendar: KRXCalendar) {
        self.scheduler = scheduler
        readCalendar = { calendar }
        calendars = nil
    }

    /// Sessions on the calendar `calendars` has in use at each moment.
    public init(scheduler: SchedulerType, calendars: MarketCalendarRepository) {
        self.scheduler = scheduler
        readCalendar = { calendars.calendar }
        self.calendars = calendars
    }

    private var calendar: KRXCalendar { readCalendar() }

    public func execute() -> MarketSession {
        calendar.session(at: scheduler.now)
    }

    public func status() -> VenueStatuses {
        calendar.statuses(at: scheduler.now)
    }

    public func changes(checkingEvery interval: RxTimeInterval) -> Observable<MarketSession> {
        Observable.create { [self] observer in
            let first = calendar.session(at: scheduler.now)
            observer.onNext(first)
            return scheduler.schedulePeriodic(first, startAfter: interval, period: interval) { last in
                let session = self.calendar.session(at: self.scheduler.now)
                if session != last { observer.onNext(session) }
                return session
            }
        }
    }

    public func calendarNotices() -> Observable<String> {
        calendars?.notices() ?? .never()
    }
}
