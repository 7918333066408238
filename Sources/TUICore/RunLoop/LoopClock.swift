// The run loop's source of time, replaceable in tests.

import Glibc

/// Monotonic time in nanoseconds for the run loop's timers and frame pacing.
public protocol LoopClock: Sendable {
    /// Nanoseconds since an arbitrary fixed point; never decreases.
    func now() -> UInt64
}

/// The system's monotonic clock (`CLOCK_MONOTONIC`), unaffected by wall-clock changes.
public struct MonotonicClock: LoopClock {
    /// The system clock.
    public init() {}

    public func now() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }
}
