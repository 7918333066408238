// Tests for SerialDisposable.

import Reactive
import Testing

@Suite struct SerialDisposableTests {
    @Test func replacingDisposesThePrevious() {
        let serial = SerialDisposable()
        let first = CountingDisposable(), second = CountingDisposable()
        serial.disposable = first
        serial.disposable = second
        #expect(first.disposals == 1)
        #expect(second.disposals == 0)
        serial.dispose()
        #expect(second.disposals == 1)
        #expect(serial.isDisposed)
    }

    @Test func settingAfterDisposalDisposesAtOnce() {
        let serial = SerialDisposable()
        serial.dispose()
        let late = CountingDisposable()
        serial.disposable = late
        #expect(late.disposals == 1)
    }

    @Test func disposeIsIdempotent() {
        let serial = SerialDisposable()
        let member = CountingDisposable()
        serial.disposable = member
        serial.dispose()
        serial.dispose()
        #expect(member.disposals == 1)
    }
}
