// Tests for BooleanDisposable.

import Reactive
import Testing

@Suite struct BooleanDisposableTests {
    @Test func recordsDisposal() {
        let flag = BooleanDisposable()
        #expect(!flag.isDisposed)
        flag.dispose()
        #expect(flag.isDisposed)
        flag.dispose()
        #expect(flag.isDisposed)
    }

    @Test func canStartDisposed() {
        #expect(BooleanDisposable(isDisposed: true).isDisposed)
    }
}
