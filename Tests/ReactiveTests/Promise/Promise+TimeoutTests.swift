// Tests for `timeout` on virtual time.

import Foundation
import Reactive
import ReactiveTesting
import Testing

@Suite struct PromiseTimeoutTests {
    @Test func rejectsWhenThePromiseTakesTooLong() {
        let scheduler = TestScheduler(initialClock: 0)
        let (promise, resolver) = Promise<Int>.pending()
        let limited = promise.timeout(seconds: 10, on: scheduler)
        scheduler.advanceTo(9)
        #expect(limited.isPending)
        scheduler.advanceTo(10)
        #expect(limited.error as? PromiseError == .timedOut)
        resolver.fulfill(1)
        #expect(limited.error as? PromiseError == .timedOut)
    }

    @Test func passesTheValueOnWhenInTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let (promise, resolver) = Promise<Int>.pending()
        let limited = promise.timeout(.seconds(10), on: scheduler)
        scheduler.scheduleAt(5) { resolver.fulfill(7) }
        scheduler.advanceTo(5)
        #expect(limited.value == 7)
        scheduler.start()
        #expect(limited.value == 7)
    }

    @Test func passesAnEarlierRejectionOn() {
        let scheduler = TestScheduler(initialClock: 0)
        let limited = Promise<Int>(error: TestError(1)).timeout(seconds: 10, on: scheduler)
        scheduler.start()
        #expect(limited.error as? TestError == TestError(1))
    }

    @Test func neverTimesOutWithAnInfiniteLimit() {
        let scheduler = TestScheduler(initialClock: 0)
        let limited = Promise<Int>.pending().promise.timeout(seconds: .infinity, on: scheduler)
        scheduler.start()
        #expect(limited.isPending)
    }

    @Test func timeoutErrorHasAUserFacingMessage() {
        let error: Error = PromiseError.timedOut
        #expect(error.localizedDescription == "The operation took too long and was stopped.")
    }
}
