// Tests for the value handlers: then, map, compactMap, done, get, tap, and on which scheduler they run.

import Reactive
import ReactiveTesting
import Testing

@Suite struct PromiseThenTests {
    private let immediate = ImmediateScheduler.instance

    @Test func thenContinuesWithTheReturnedPromise() {
        let (inner, innerResolver) = Promise<Int>.pending()
        let chained = Promise.value(2).then(on: immediate) { value in inner.map(on: immediate) { $0 * value } }
        #expect(chained.isPending)
        innerResolver.fulfill(21)
        #expect(chained.value == 42)
    }

    @Test func thenTakesTheRejectionOfTheReturnedPromise() {
        let chained = Promise.value(1).then(on: immediate) { _ in Promise<String>(error: TestError(2)) }
        #expect(chained.error as? TestError == TestError(2))
    }

    @Test func throwInThenRejects() {
        let chained = Promise.value(1).then(on: immediate) { _ -> Promise<Int> in throw TestError(3) }
        #expect(chained.error as? TestError == TestError(3))
    }

    @Test func throwInMapRejectsAndSkipsTheRest() {
        var laterRan = false
        let chained = Promise.value(1)
            .map(on: immediate) { _ -> Int in throw TestError(4) }
            .map(on: immediate) { value -> Int in
                laterRan = true
                return value
            }
        #expect(chained.error as? TestError == TestError(4))
        #expect(!laterRan)
    }

    @Test func mapTransformsTheValue() {
        #expect(Promise.value("12").map(on: immediate) { $0.count }.value == 2)
    }

    @Test func compactMapUnwrapsOrRejects() {
        let number = Promise.value("12").compactMap(on: immediate) { Int($0) }
        let nothing = Promise.value("twelve").compactMap(on: immediate) { Int($0) }
        #expect(number.value == 12)
        #expect(nothing.error as? PromiseError == .compactMap(valueType: "String", resultType: "Int"))
    }

    @Test func doneConsumesTheValue() {
        var seen: Int?
        let finished = Promise.value(6).done(on: immediate) { seen = $0 }
        #expect(seen == 6)
        #expect(finished.isFulfilled)
    }

    @Test func throwInDoneRejects() {
        let finished = Promise.value(6).done(on: immediate) { _ in throw TestError(6) }
        #expect(finished.error as? TestError == TestError(6))
    }

    @Test func getPassesTheValueOnOrRejectsOnThrow() {
        var seen: Int?
        let passed = Promise.value(7).get(on: immediate) { seen = $0 }
        let failed = Promise.value(7).get(on: immediate) { _ in throw TestError(7) }
        #expect(seen == 7)
        #expect(passed.value == 7)
        #expect(failed.error as? TestError == TestError(7))
    }

    @Test func tapSeesEitherResultAndPassesItOn() {
        var seen: [String] = []
        let fulfilled = Promise.value(1).tap(on: immediate) { seen.append("\($0)") }
        let rejected = Promise<Int>(error: TestError(2)).tap(on: immediate) { seen.append("\($0)") }
        #expect(seen == ["success(1)", "failure(TestError(2))"])
        #expect(fulfilled.value == 1)
        #expect(rejected.error as? TestError == TestError(2))
    }

    @Test func eachHandlerHopsOntoItsScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        var seen: [Recorded<Int>] = []
        Promise.value(1)
            .map(on: scheduler) { $0 + 1 }
            .then(on: scheduler) { Promise.value($0 * 10) }
            .done(on: scheduler) { seen.append(Recorded(time: scheduler.clock, value: $0)) }
            .cauterize()
        #expect(seen.isEmpty)
        scheduler.start()
        #expect(seen == [Recorded(time: 3, value: 20)])
    }

    @Test func aRejectionPassesThroughValueHandlersWithoutHopping() {
        let scheduler = TestScheduler(initialClock: 0)
        var caughtAt: TestTime?
        Promise<Int>(error: TestError(1))
            .map(on: scheduler) { $0 + 1 }
            .done(on: scheduler) { _ in }
            .catch(on: scheduler) { _ in caughtAt = scheduler.clock }
        scheduler.start()
        #expect(caughtAt == 1)
    }
}
