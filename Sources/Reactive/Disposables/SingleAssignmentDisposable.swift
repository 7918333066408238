// A slot that may be filled exactly once.

/// Holds one disposable set once; if disposed before it is set, the disposable is disposed on arrival.
public final class SingleAssignmentDisposable: Cancelable, @unchecked Sendable {
    // @unchecked: `current`, `assigned` and `disposed` are only touched under `lock`.
    private let lock = Lock()
    private var current: Disposable?
    private var assigned = false
    private var disposed = false

    /// An empty slot.
    public init() {}

    public var isDisposed: Bool { lock.withLock { disposed } }

    /// Fills the slot. Setting it twice is a programming error.
    public func setDisposable(_ disposable: Disposable) {
        let disposeNow: Bool = lock.withLock {
            precondition(!assigned, "SingleAssignmentDisposable set twice")
            assigned = true
            if disposed { return true }
            current = disposable
            return false
        }
        if disposeNow { disposable.dispose() }
    }

    public func dispose() {
        let old: Disposable? = lock.withLock {
            if disposed { return nil }
            disposed = true
            let old = current
            current = nil
            return old
        }
        old?.dispose()
    }
}
