// The lock-free hand-over between "the disposable arrives" and "dispose", whichever comes first.

import Synchronization

/// One atomic word with an "assigned" and a "disposed" bit, for a slot that is filled once and
/// disposed once, from any threads, in either order.
///
/// Whichever of `assign()` and `dispose()` comes second reports it, and that caller releases what
/// the slot holds: written before `assign()`'s release, so the winner's acquire makes it visible.
struct DisposeHandshake: ~Copyable {
    private static var assignedBit: Int { 1 }
    private static var disposedBit: Int { 2 }

    private let bits = Atomic<Int>(0)

    init() {}

    /// Whether `dispose()` was called.
    var isDisposed: Bool { bits.load(ordering: .acquiring) & Self.disposedBit != 0 }

    /// Whether `assign()` was called (a hint for "set twice" checks; it does not order memory).
    var isAssigned: Bool { bits.load(ordering: .relaxed) & Self.assignedBit != 0 }

    /// Records that the slot was filled; true if it was already disposed, so the caller releases it.
    /// Filling a slot twice is a programming error.
    func assign() -> Bool {
        let previous = bits.bitwiseOr(Self.assignedBit, ordering: .acquiringAndReleasing).oldValue
        precondition(previous & Self.assignedBit == 0, "a dispose-once slot was filled twice")
        return previous & Self.disposedBit != 0
    }

    /// Records the disposal; true the first time if the slot is filled, so the caller releases it.
    func dispose() -> Bool {
        let previous = bits.bitwiseOr(Self.disposedBit, ordering: .acquiringAndReleasing).oldValue
        return previous == Self.assignedBit
    }
}
