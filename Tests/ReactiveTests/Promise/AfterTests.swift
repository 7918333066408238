// Tests for `after` on virtual time.

import Reactive
import ReactiveTesting
import Testing

@Suite struct AfterTests {
    @Test func fulfilsWhenTheDelayHasPassed() {
        let scheduler = TestScheduler(initialClock: 100)
        let promise = after(seconds: 5, on: scheduler)
        scheduler.advanceTo(104)
        #expect(promise.isPending)
        scheduler.advanceTo(105)
        #expect(promise.isFulfilled)
    }

    @Test func acceptsAnRxTimeInterval() {
        let scheduler = TestScheduler(initialClock: 0)
        let promise = after(.milliseconds(3_000), on: scheduler)
        scheduler.advanceTo(2)
        #expect(promise.isPending)
        scheduler.advanceTo(3)
        #expect(promise.isFulfilled)
    }

    @Test func negativeDelayFulfilsOnTheNextTick() {
        let scheduler = TestScheduler(initialClock: 0)
        let promise = after(seconds: -1, on: scheduler)
        #expect(promise.isPending)
        scheduler.advanceTo(1)
        #expect(promise.isFulfilled)
    }

    @Test func infiniteDelayNeverFulfils() {
        let scheduler = TestScheduler(initialClock: 0)
        let promise = after(seconds: .infinity, on: scheduler)
        let never = after(.never, on: scheduler)
        scheduler.start()
        #expect(promise.isPending && never.isPending)
    }

    @Test func handlersAfterTheDelayRunOnTheirScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        var doneAt: TestTime?
        after(seconds: 10, on: scheduler).done(on: scheduler) { doneAt = scheduler.clock }.cauterize()
        scheduler.start()
        #expect(doneAt == 11)
    }
}
