// The KRX session now (from an injected clock), and a stream of its changes for the status bar.

import FoundationEssentials
import Reactive

/// Tells which KRX session it is, in Korea time, from the clock of an injected scheduler and the calendar.
public protocol CurrentMarketSessionUseCase {
    /// The session at this moment.
    func execute() -> MarketSession
    /// The exchange at this moment: phase, why closed, next opening (what the header says).
    func status() -> MarketStatus
    /// The current session at once, then each change, checked every `interval`; never completes.
    func changes(checkingEvery interval: RxTimeInterval) -> Observable<MarketSession>
}

/// Reads the time from `scheduler.now`, so tests drive it with virtual time, and the days from `calendar`.
public final class DefaultCurrentMarketSessionUseCase: CurrentMarketSessionUseCase {
    private let scheduler: SchedulerType
    private let calendar: KRXCalendar

    public init(scheduler: SchedulerType, calendar: KRXCalendar) {
        self.scheduler = scheduler
        self.calendar = calendar
    }

    public func execute() -> MarketSession {
        calendar.session(at: scheduler.now)
    }

    public func status() -> MarketStatus {
        calendar.status(at: scheduler.now)
    }

    public func changes(checkingEvery interval: RxTimeInterval) -> Observable<MarketSession> {
        Observable.create { [scheduler, calendar] observer in
            let first = calendar.session(at: scheduler.now)
            observer.onNext(first)
            return scheduler.schedulePeriodic(first, startAfter: interval, period: interval) { last in
                let session = calendar.session(at: scheduler.now)
                if session != last { observer.onNext(session) }
                return session
            }
        }
    }
}
