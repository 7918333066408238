// A value guarded by a lock that ThreadSanitizer can see, for modules above Reactive.

/// A value behind a pthread `Lock`, used like `Synchronization.Mutex` (`withLock { $0 … }`).
///
/// Exists because ThreadSanitizer on Linux cannot see `Mutex`'s hand-over and reports false races on
/// everything it guards (see docs/ARCHITECTURE.md, "Locking"); this one it intercepts.
public final class LockedState<Value>: @unchecked Sendable {
    // @unchecked: `value` is only touched inside `lock.withLock`.
    @usableFromInline let lock = Lock()
    @usableFromInline var value: Value

    /// Guards `initial`.
    public init(_ initial: Value) {
        value = initial
    }

    /// Runs `body` with exclusive access to the value. Inlinable: specialised where it is called, as
    /// the watchlist's live path takes several of these locks per trade.
    @inlinable
    public func withLock<Result, Failure: Error>(_ body: (inout Value) throws(Failure) -> Result) throws(Failure) -> Result {
        try lock.withLock { () throws(Failure) -> Result in try body(&value) }
    }
}
