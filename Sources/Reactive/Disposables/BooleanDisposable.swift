// A disposable that only records that it was disposed.

import Synchronization

/// Records disposal; useful as a cancellation flag.
public final class BooleanDisposable: Cancelable, Sendable {
    private let disposed: Atomic<Bool>

    /// Creates a flag, optionally already disposed.
    public init(isDisposed: Bool = false) {
        disposed = Atomic(isDisposed)
    }

    public var isDisposed: Bool { disposed.load(ordering: .acquiring) }

    public func dispose() {
        disposed.store(true, ordering: .releasing)
    }
}
