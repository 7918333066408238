// Backoff delays double from the initial one and stop at the ceiling.

import Networking
import Testing

@Suite struct ExponentialBackoffTests {
    @Test func delaysDoubleUpToTheMaximum() {
        let backoff = ExponentialBackoff(initial: 0.5, maximum: 5)
        #expect((1...7).map { backoff.delay(afterFailures: $0) } == [0.5, 1, 2, 4, 5, 5, 5])
    }

    @Test func manyFailuresStayAtTheMaximum() {
        #expect(ExponentialBackoff.standard.delay(afterFailures: 10_000) == 60)
        #expect(ExponentialBackoff.standard.delay(afterFailures: 0) == 1)
    }
}
