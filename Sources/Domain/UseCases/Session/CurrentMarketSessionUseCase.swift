// The KRX session now (from an injected clock), and a stream of its changes for the status bar.

import FoundationEssentials
import Reactive

/// Tells which KRX session it is, in Korea time, from the clock of an injected scheduler.
public protocol CurrentMarketSessionUseCase {
    /// The session at this moment.
    func execute() -> MarketSession
    /// The current session at once, then each change, checked every `interval`; never completes.
    func changes(checkingEvery interval: RxTimeInterval) -> Observable<MarketSession>
}

/// Reads the time from `scheduler.now`, so tests drive it with virtual time.
public final class DefaultCurrentMarketSessionUseCase: CurrentMarketSessionUseCase {
    private let scheduler: SchedulerType

    public init(scheduler: SchedulerType) {
        self.scheduler = scheduler
    }

    public func execute() -> MarketSession {
        MarketSession.at(scheduler.now)
    }

    public func changes(checkingEvery interval: RxTimeInterval) -> Observable<MarketSession> {
        Observable.create { [scheduler] observer in
            let first = MarketSession.at(scheduler.now)
            observer.onNext(first)
            return scheduler.schedulePeriodic(first, startAfter: interval, period: interval) { last in
                let session = MarketSession.at(scheduler.now)
                if session != last { observer.onNext(session) }
                return session
            }
        }
    }
}
