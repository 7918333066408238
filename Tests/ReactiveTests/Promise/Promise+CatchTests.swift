// Tests for the error handlers: catch, finally, recover, ensure, cauterize.

import Reactive
import ReactiveTesting
import Testing

@Suite struct PromiseCatchTests {
    private let immediate = ImmediateScheduler.instance

    @Test func catchReceivesTheRejection() {
        var caught: TestError?
        Promise<Int>(error: TestError(1)).catch(on: immediate) { caught = $0 as? TestError }
        #expect(caught == TestError(1))
    }

    @Test func catchIsSkippedOnFulfilment() {
        var caught = false
        Promise.value(1).catch(on: immediate) { _ in caught = true }
        #expect(!caught)
    }

    @Test func finallyRunsAfterCatchWhenRejected() {
        var steps: [String] = []
        Promise<Int>(error: TestError(1))
            .catch(on: immediate) { _ in steps.append("catch") }
            .finally(on: immediate) { steps.append("finally") }
        #expect(steps == ["catch", "finally"])
    }

    @Test func finallyRunsWhenFulfilled() {
        var steps: [String] = []
        Promise.value(1)
            .done(on: immediate) { _ in steps.append("done") }
            .catch(on: immediate) { _ in steps.append("catch") }
            .finally(on: immediate) { steps.append("finally") }
        #expect(steps == ["done", "finally"])
    }

    @Test func finallyRunsOnItsScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        var finishedAt: TestTime?
        Promise<Int>(error: TestError(1))
            .catch(on: scheduler) { _ in }
            .finally(on: scheduler) { finishedAt = scheduler.clock }
        scheduler.start()
        #expect(finishedAt == 2)
    }

    @Test func recoverReplacesARejection() {
        let recovered = Promise<Int>(error: TestError(1)).recover(on: immediate) { _ in .value(9) }
        #expect(recovered.value == 9)
    }

    @Test func recoverThatRethrowsStaysRejected() {
        let recovered = Promise<Int>(error: TestError(1)).recover(on: immediate) { _ -> Promise<Int> in throw TestError(2) }
        #expect(recovered.error as? TestError == TestError(2))
    }

    @Test func recoverIsSkippedOnFulfilment() {
        var ran = false
        let recovered = Promise.value(3).recover(on: immediate) { _ -> Promise<Int> in
            ran = true
            return .value(0)
        }
        #expect(recovered.value == 3)
        #expect(!ran)
    }

    @Test func recoverChainsThroughLaterFailures() {
        var errors: [TestError] = []
        let result = Promise<Int>(error: TestError(1))
            .recover(on: immediate) { error -> Promise<Int> in
                errors.append(error as? TestError ?? TestError(-1))
                return .value(10)
            }
            .map(on: immediate) { value -> Int in throw TestError(value) }
            .recover(on: immediate) { error -> Promise<Int> in
                errors.append(error as? TestError ?? TestError(-1))
                return .value(20)
            }
            .map(on: immediate) { $0 + 1 }
        #expect(errors == [TestError(1), TestError(10)])
        #expect(result.value == 21)
    }

    @Test func recoverCanWaitForAnotherAttempt() {
        let (retry, retryResolver) = Promise<String>.pending()
        let recovered = Promise<String>(error: TestError(1)).recover(on: immediate) { _ in retry }
        #expect(recovered.isPending)
        retryResolver.fulfill("second try")
        #expect(recovered.value == "second try")
    }

    @Test func voidRecoverFulfilsUnlessItThrows() {
        var handled: TestError?
        let fulfilled = Promise<Void>(error: TestError(1)).recover(on: immediate) { handled = $0 as? TestError }
        let rejected = Promise<Void>(error: TestError(2)).recover(on: immediate) { _ -> Void in throw TestError(3) }
        #expect(handled == TestError(1))
        #expect(fulfilled.isFulfilled)
        #expect(rejected.error as? TestError == TestError(3))
    }

    @Test func ensureRunsOnFulfilmentAndPassesTheValueOn() {
        var steps: [String] = []
        let result = Promise.value(1)
            .ensure(on: immediate) { steps.append("ensure") }
            .map(on: immediate) { value -> Int in
                steps.append("map")
                return value + 1
            }
        #expect(steps == ["ensure", "map"])
        #expect(result.value == 2)
    }

    @Test func ensureRunsOnRejectionAndPassesTheErrorOn() {
        var ran = false
        let result = Promise<Int>(error: TestError(4)).ensure(on: immediate) { ran = true }
        #expect(ran)
        #expect(result.error as? TestError == TestError(4))
    }

    @Test func ensureWaitsForThePromiseAndRunsOnItsScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let (promise, resolver) = Promise<Int>.pending()
        var ranAt: TestTime?
        _ = promise.ensure(on: scheduler) { ranAt = scheduler.clock }
        scheduler.scheduleAt(50) { resolver.fulfill(1) }
        scheduler.start()
        #expect(ranAt == 51)
    }

    @Test func cauterizeEndsAChainWhoseFinallyStillRuns() {
        var finished = false
        Promise<Int>(error: TestError(1)).cauterize().finally(on: immediate) { finished = true }
        #expect(finished)
    }
}
