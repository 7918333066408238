// Tests for `firstly`.

import Reactive
import Testing

@Suite struct FirstlyTests {
    @Test func returnsTheBodysPromise() {
        let promise = firstly { Promise.value(1) }.map(on: ImmediateScheduler.instance) { $0 + 1 }
        #expect(promise.value == 2)
    }

    @Test func throwInTheBodyRejects() {
        let promise = firstly { () -> Promise<Int> in throw TestError(1) }
        #expect(promise.error as? TestError == TestError(1))
    }
}
