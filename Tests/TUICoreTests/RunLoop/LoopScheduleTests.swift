// Order and cancellation of the run loop's posted work and timers.

@testable import TUICore
@testable import TUICore
import Testing

@Suite struct LoopScheduleTests {
    private func runAll(_ works: [LoopSchedule.Work]) { works.forEach { $0() } }

    @Test func postedWorkComesOutInPostingOrder() {
        let log = EventLog()
        var schedule = LoopSchedule()
        for label in ["a", "b", "c"] { schedule.post { log.record(label) } }
        #expect(schedule.hasPosted)
        runAll(schedule.takePosted())
        #expect(log.all == ["a", "b", "c"])
        #expect(!schedule.hasPosted)
        #expect(schedule.takePosted().isEmpty)
    }

    @Test func timersComeOutByDeadlineThenBySchedulingOrder() {
        let log = EventLog()
        var schedule = LoopSchedule()
        _ = schedule.schedule(at: 30) { log.record("30") }
        _ = schedule.schedule(at: 10) { log.record("10a") }
        _ = schedule.schedule(at: 20) { log.record("20") }
        _ = schedule.schedule(at: 10) { log.record("10b") }
        #expect(schedule.nextDeadline == 10)
        while let timer = schedule.takeDueTimer(at: 100) { timer() }
        #expect(log.all == ["10a", "10b", "20", "30"])
        #expect(schedule.nextDeadline == nil)
    }

    @Test func onlyTimersAtOrBeforeNowAreDue() {
        let log = EventLog()
        var schedule = LoopSchedule()
        _ = schedule.schedule(at: 10) { log.record("10") }
        _ = schedule.schedule(at: 11) { log.record("11") }
        while let timer = schedule.takeDueTimer(at: 10) { timer() }
        #expect(log.all == ["10"])
        #expect(schedule.nextDeadline == 11)
    }

    @Test func cancelledTimerNeverComesOut() {
        let log = EventLog()
        var schedule = LoopSchedule()
        let first = schedule.schedule(at: 10) { log.record("cancelled") }
        _ = schedule.schedule(at: 20) { log.record("kept") }
        schedule.cancel(first.id)
        #expect(schedule.nextDeadline == 20)
        while let timer = schedule.takeDueTimer(at: 100) { timer() }
        #expect(log.all == ["kept"])
    }

    @Test func reportsWhetherANewTimerBecameTheEarliest() {
        var schedule = LoopSchedule()
        #expect(schedule.schedule(at: 50) {}.becameEarliest)
        #expect(!schedule.schedule(at: 60) {}.becameEarliest)
        #expect(!schedule.schedule(at: 50) {}.becameEarliest)
        #expect(schedule.schedule(at: 40) {}.becameEarliest)
    }
}
