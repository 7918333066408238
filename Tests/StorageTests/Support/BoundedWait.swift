// Runs work that might block forever (opening a FIFO) on its own thread and gives up after a deadline.

import Dispatch
import Foundation

/// The work did not finish before the deadline (it is left blocked on its thread).
struct StillBlocked: Error {}

/// The result of `work`, or `StillBlocked` when it has not returned within `seconds`.
func finishing<Value: Sendable>(within seconds: Double, _ work: @escaping @Sendable () -> Value) throws -> Value {
    let result = LockedBox<Value?>(nil)
    let done = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
        result.set(work())
        done.signal()
    }
    guard done.wait(timeout: .now() + seconds) == .success, let value = result.get() else { throw StillBlocked() }
    return value
}

/// A value shared between the waiting test and the worker thread.
private final class LockedBox<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) {
        self.value = value
    }

    func set(_ newValue: Value) {
        lock.withLock { value = newValue }
    }

    func get() -> Value {
        lock.withLock { value }
    }
}
