// A disposable whose resource is released only once it and every copy retained from it are disposed.

import Synchronization

/// Wraps a disposable that several holders share: each holder takes a `retain()`ed copy, and the
/// wrapped disposable is disposed when this one and every retained copy have been disposed.
///
/// `retain()` after this one was disposed with no copy outstanding hands out a no-op disposable,
/// as RxSwift's does.
public final class RefCountDisposable: Cancelable, @unchecked Sendable {
    // @unchecked: every field is touched only under `lock`.
    private let lock = Lock()
    private var disposable: Disposable?
    private var primaryDisposed = false
    private var retainedCount = 0

    /// A reference count around `disposable`.
    public init(disposable: Disposable) {
        self.disposable = disposable
    }

    /// True once the wrapped disposable has been released.
    public var isDisposed: Bool { lock.withLock { disposable == nil } }

    /// A dependent disposable: the wrapped one is not released until this copy is disposed too.
    public func retain() -> Disposable {
        lock.withLock {
            guard disposable != nil else { return Disposables.create() }
            retainedCount += 1
            return RetainedCopy(parent: self)
        }
    }

    /// Marks this holder done; releases the wrapped disposable if no retained copy is left.
    public func dispose() {
        let released: Disposable? = lock.withLock {
            guard disposable != nil, !primaryDisposed else { return nil }
            primaryDisposed = true
            return retainedCount == 0 ? disposable.take() : nil
        }
        released?.dispose()
    }

    /// One retained copy was disposed.
    fileprivate func release() {
        let released: Disposable? = lock.withLock {
            guard disposable != nil else { return nil }
            retainedCount -= 1
            return primaryDisposed && retainedCount == 0 ? disposable.take() : nil
        }
        released?.dispose()
    }
}

/// A copy handed out by `RefCountDisposable.retain()`; its first `dispose()` counts, later ones do nothing.
private final class RetainedCopy: Disposable, Sendable {
    private let parent: RefCountDisposable
    private let disposed = Atomic<Bool>(false)

    init(parent: RefCountDisposable) {
        self.parent = parent
    }

    func dispose() {
        if disposed.exchange(true, ordering: .acquiringAndReleasing) { return }
        parent.release()
    }
}
