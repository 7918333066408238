// The lock that guards a class's mutable state: Synchronization's Mutex, visible to ThreadSanitizer.

import Synchronization

/// A non-recursive lock around a class's own stored state (keep the state in the class, touch it
/// only inside `withLock`). Use `RecursiveLock` where an observer may re-enter.
///
/// It is a `Mutex<Void>` with one addition. On Linux the mutex locks inside libswiftSynchronization,
/// which is not instrumented, so ThreadSanitizer sees no ordering between two critical sections and
/// reports every guarded access as a race. An atomic read at the start of each critical section and
/// written at its end (plain moves on x86-64) shows it the ordering the mutex already provides.
/// Unlike `Mutex.withLock`, the result need not be `sending`: no state lives inside the mutex.
struct Lock: ~Copyable, Sendable {
    private let mutex = Mutex<Void>(())
    private let handoff = Atomic<Int>(0)

    init() {}

    /// Runs `body` holding the lock.
    @inline(__always)
    func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        var result: Result?
        try mutex.withLock { _ in
            _ = handoff.load(ordering: .acquiring)
            defer { handoff.store(0, ordering: .releasing) }
            result = try body()
        }
        return result!
    }
}
