// Tests of the offset clock: time reads shifted, work still runs on the base scheduler at its times.

import Foundation
import Reactive
import ReactiveTesting
import Testing

@Suite struct OffsetClockSchedulerTests {
    @Test func readsTheStartThenRunsOnAtTheBasesPace() {
        let base = TestScheduler(initialClock: 0)
        let start = Date(timeIntervalSince1970: 1_798_160_400)
        let shifted = OffsetClockScheduler(base: base, startingAt: start)
        #expect(shifted.now == start)
        var seen: [Date] = []
        let periodic = shifted.schedulePeriodic((), startAfter: .seconds(10), period: .seconds(10)) { seen.append(shifted.now) }
        _ = shifted.scheduleRelative((), dueTime: .seconds(5)) { seen.append(shifted.now); return Disposables.create() }
        base.advanceTo(25)
        periodic.dispose()
        #expect(seen == [5, 10, 20].map { start.addingTimeInterval($0) })
        #expect(base.now == Date(timeIntervalSince1970: 25))
    }
}
