// A slot that may be filled exactly once.

/// Holds one disposable set once; if disposed before it is set, the disposable is disposed on arrival.
///
/// Lock-free (`DisposeHandshake`): flatMap and the schedulers make one per inner sequence or action.
public final class SingleAssignmentDisposable: Cancelable, @unchecked Sendable {
    // @unchecked: `current` is written once before `handshake.assign()` and taken only by the one
    // caller the handshake picks, so the atomic orders every access.
    private let handshake = DisposeHandshake()
    /// Unchecked exclusivity: the handshake already orders every access.
    @exclusivity(unchecked) private var current: Disposable?

    /// An empty slot.
    public init() {}

    public var isDisposed: Bool { handshake.isDisposed }

    /// Fills the slot. Setting it twice is a programming error.
    public func setDisposable(_ disposable: Disposable) {
        precondition(!handshake.isAssigned, "SingleAssignmentDisposable set twice")
        current = disposable
        if handshake.assign() { current.take()?.dispose() }
    }

    public func dispose() {
        if handshake.dispose() { current.take()?.dispose() }
    }
}
