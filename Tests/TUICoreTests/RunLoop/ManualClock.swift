// A loop clock that only moves when a test advances it.

import Synchronization
import TUICore

/// Virtual monotonic time for run-loop tests: timers come due without anyone sleeping.
final class ManualClock: LoopClock {
    private let nanoseconds = Atomic<UInt64>(1_000_000_000)

    func now() -> UInt64 { nanoseconds.load(ordering: .acquiring) }

    /// Moves time forward by `milliseconds`.
    func advance(milliseconds: UInt64) {
        nanoseconds.add(milliseconds * 1_000_000, ordering: .acquiringAndReleasing)
    }
}
