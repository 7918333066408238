// The session use case reads its injected clock and reports each change once.

import Domain
import Foundation
import Reactive
import ReactiveTesting
import Testing

@Suite("CurrentMarketSessionUseCase")
struct CurrentMarketSessionUseCaseTests {
    /// A one-second-resolution scheduler whose clock shows `hour`:`minute` Korea time on Monday 2 March 2026.
    static func scheduler(hour: Int, minute: Int) -> TestScheduler {
        let instant = MarketSessionTests.koreaTime(day: MarketSessionTests.monday, hour, minute)
        return TestScheduler(initialClock: Int(instant.timeIntervalSince1970))
    }

    @Test("the session comes from the injected clock")
    func current() {
        #expect(DefaultCurrentMarketSessionUseCase(scheduler: Self.scheduler(hour: 8, minute: 45), calendar: MarketSessionTests.calendar).execute() == .preOpenAuction)
        #expect(DefaultCurrentMarketSessionUseCase(scheduler: Self.scheduler(hour: 15, minute: 25), calendar: MarketSessionTests.calendar).execute() == .closingAuction)
    }

    @Test("changes: the current session at once, then only the changes")
    func changes() {
        let live = Resources.countingLive {
            let scheduler = Self.scheduler(hour: 8, minute: 58)
            let start = scheduler.clock
            let useCase = DefaultCurrentMarketSessionUseCase(scheduler: scheduler, calendar: MarketSessionTests.calendar)
            let observer = scheduler.start(created: start, subscribed: start + 1, disposed: start + 300) {
                useCase.changes(checkingEvery: .seconds(10))
            }
            let values = observer.events.compactMap(\.value.element)
            #expect(values == [.preOpenAuction, .regular])
            #expect(observer.events.last?.time == start + 121)
        }
        #expect(live == 0)
    }
}
