// Tests for SingleAssignmentDisposable.

import Reactive
import Testing

@Suite struct SingleAssignmentDisposableTests {
    @Test func disposesTheAssignedDisposableOnce() {
        let slot = SingleAssignmentDisposable()
        let member = CountingDisposable()
        slot.setDisposable(member)
        #expect(member.disposals == 0)
        slot.dispose()
        slot.dispose()
        #expect(member.disposals == 1)
        #expect(slot.isDisposed)
    }

    @Test func disposalBeforeAssignmentDisposesOnArrival() {
        let slot = SingleAssignmentDisposable()
        slot.dispose()
        #expect(slot.isDisposed)
        let member = CountingDisposable()
        slot.setDisposable(member)
        #expect(member.disposals == 1)
    }
}
