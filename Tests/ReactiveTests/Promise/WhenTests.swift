// Tests for `when(fulfilled:)`: input order, first rejection wins.

import Reactive
import Testing

@Suite struct WhenTests {
    @Test func valuesComeInInputOrderWhateverTheResolutionOrder() {
        let pending = (0..<3).map { _ in Promise<String>.pending() }
        let all = when(fulfilled: pending.map(\.promise))
        pending[2].resolver.fulfill("c")
        pending[0].resolver.fulfill("a")
        #expect(all.isPending)
        pending[1].resolver.fulfill("b")
        #expect(all.value == ["a", "b", "c"])
    }

    @Test func firstRejectionWinsAtOnce() {
        let pending = (0..<3).map { _ in Promise<Int>.pending() }
        let all = when(fulfilled: pending.map(\.promise))
        pending[0].resolver.fulfill(0)
        pending[2].resolver.reject(TestError(2))
        #expect(all.error as? TestError == TestError(2))
        pending[1].resolver.reject(TestError(1))
        #expect(all.error as? TestError == TestError(2))
    }

    @Test func emptyInputFulfilsWithNoValues() {
        let all = when(fulfilled: [Promise<Int>]())
        #expect(all.value == [])
    }

    @Test func alreadySettledInputsFulfilAtOnce() {
        let all = when(fulfilled: [Promise.value(1), Promise.value(2)])
        #expect(all.value == [1, 2])
    }

    @Test func optionalValuesKeepTheirNils() {
        let all = when(fulfilled: [Promise<Int?>.value(nil), Promise<Int?>.value(2)])
        #expect(all.value == [nil, 2])
    }

    @Test func pairOfDifferentTypesWaitsForBoth() {
        let (number, numberResolver) = Promise<Int>.pending()
        let (text, textResolver) = Promise<String>.pending()
        let both = when(fulfilled: number, text)
        textResolver.fulfill("x")
        #expect(both.isPending)
        numberResolver.fulfill(1)
        #expect(both.value?.0 == 1)
        #expect(both.value?.1 == "x")
    }

    @Test func pairRejectsWithTheFirstRejection() {
        let (number, numberResolver) = Promise<Int>.pending()
        let (text, textResolver) = Promise<String>.pending()
        let both = when(fulfilled: number, text)
        textResolver.reject(TestError(2))
        numberResolver.reject(TestError(1))
        #expect(both.error as? TestError == TestError(2))
    }
}
