// The debug-build stand-in for the run-time exclusivity checks that `@exclusivity(unchecked)` turns off.

/// Traps, in debug builds, when a method that touches state declared `@exclusivity(unchecked)` is
/// entered while another such method of the same object is still running — re-entered from a callback,
/// or entered from a second thread — the two ways that state could be accessed twice at once (undefined
/// behaviour without the run-time checks). Release builds keep no state and compile `enter`/`leave` to
/// nothing, so the hot paths keep the speed the unchecked fields were declared for.
///
/// An owner keeps one as an `@exclusivity(unchecked)` field and brackets each entry point that touches
/// its unchecked state: `reentrancy.enter("MemoryCanvas.put"); defer { reentrancy.leave() }`.
public struct ReentrancyCheck {
    #if DEBUG
    /// The entry point running, if any (debug builds only).
    @usableFromInline var running: StaticString?
    #endif

    public init() {}

    /// Marks `entryPoint` as running; traps (debug builds) when another entry point still is.
    @inlinable @inline(__always)
    public mutating func enter(_ entryPoint: StaticString) {
        #if DEBUG
        if let running {
            preconditionFailure("\(entryPoint) entered while \(running) is running: unchecked state accessed twice at once")
        }
        running = entryPoint
        #endif
    }

    /// Marks the entry point entered last as returned.
    @inlinable @inline(__always)
    public mutating func leave() {
        #if DEBUG
        running = nil
        #endif
    }
}
