// Tests for RefCountDisposable: the wrapped disposable goes only when it and every retained copy are disposed.

import Reactive
import Testing

@Suite struct RefCountDisposableTests {
    @Test func disposesAtOnceWithNothingRetained() {
        let inner = BooleanDisposable()
        let refCount = RefCountDisposable(disposable: inner)
        refCount.dispose()
        #expect(inner.isDisposed)
        #expect(refCount.isDisposed)
    }

    @Test func waitsForTheLastRetainedCopy() {
        let inner = BooleanDisposable()
        let refCount = RefCountDisposable(disposable: inner)
        let first = refCount.retain()
        let second = refCount.retain()
        refCount.dispose()
        #expect(!inner.isDisposed)
        first.dispose()
        first.dispose()
        #expect(!inner.isDisposed)
        second.dispose()
        #expect(inner.isDisposed)
    }

    @Test func copiesDisposedFirstLeaveItToThePrimary() {
        let inner = BooleanDisposable()
        let refCount = RefCountDisposable(disposable: inner)
        refCount.retain().dispose()
        #expect(!inner.isDisposed)
        refCount.dispose()
        #expect(inner.isDisposed)
    }

    @Test func disposingTwiceCountsOnce() {
        var disposals = 0
        let refCount = RefCountDisposable(disposable: Disposables.create { disposals += 1 })
        let copy = refCount.retain()
        refCount.dispose()
        refCount.dispose()
        #expect(disposals == 0)
        copy.dispose()
        #expect(disposals == 1)
    }

    @Test func retainAfterReleaseChangesNothing() {
        var disposals = 0
        let refCount = RefCountDisposable(disposable: Disposables.create { disposals += 1 })
        refCount.dispose()
        refCount.retain().dispose()
        #expect(disposals == 1)
    }
}
