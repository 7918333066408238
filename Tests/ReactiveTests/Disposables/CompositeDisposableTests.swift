// Tests for CompositeDisposable.

import Reactive
import Testing

@Suite struct CompositeDisposableTests {
    @Test func disposesEveryMemberOnce() {
        let first = CountingDisposable(), second = CountingDisposable(), third = CountingDisposable()
        let composite = CompositeDisposable(first, second)
        composite.insert(third)
        #expect(composite.count == 3)
        composite.dispose()
        composite.dispose()
        #expect([first.disposals, second.disposals, third.disposals] == [1, 1, 1])
        #expect(composite.isDisposed)
        #expect(composite.count == 0)
    }

    @Test func insertingAfterDisposalDisposesAtOnce() {
        let composite = CompositeDisposable()
        composite.dispose()
        let late = CountingDisposable()
        #expect(composite.insert(late) == nil)
        #expect(late.disposals == 1)
    }

    @Test func removingAMemberDisposesOnlyThatOne() {
        let kept = CountingDisposable(), removed = CountingDisposable()
        let composite = CompositeDisposable(disposables: [kept])
        let key = composite.insert(removed)
        #expect(key != nil)
        if let key { composite.remove(for: key) }
        #expect(removed.disposals == 1)
        #expect(kept.disposals == 0)
        #expect(composite.count == 1)
        composite.dispose()
        #expect(removed.disposals == 1)
        #expect(kept.disposals == 1)
    }
}
