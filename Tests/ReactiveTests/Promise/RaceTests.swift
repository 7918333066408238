// Tests for `race`: the first promise to settle decides.

import Reactive
import Testing

@Suite struct RaceTests {
    @Test func firstFulfilmentWins() {
        let (slow, slowResolver) = Promise<Int>.pending()
        let (fast, fastResolver) = Promise<Int>.pending()
        let winner = race(slow, fast)
        fastResolver.fulfill(2)
        slowResolver.fulfill(1)
        #expect(winner.value == 2)
    }

    @Test func firstRejectionWinsToo() {
        let (slow, slowResolver) = Promise<Int>.pending()
        let (fast, fastResolver) = Promise<Int>.pending()
        let winner = race([slow, fast])
        fastResolver.reject(TestError(2))
        slowResolver.fulfill(1)
        #expect(winner.error as? TestError == TestError(2))
    }

    @Test func staysPendingWhileNoneHasSettled() {
        let winner = race([Promise<Int>.pending().promise, Promise<Int>.pending().promise])
        #expect(winner.isPending)
    }

    @Test func emptyRaceRejects() {
        let winner = race([Promise<Int>]())
        #expect(winner.error as? PromiseError == .emptyRace)
    }
}
