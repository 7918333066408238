// The run loop's queue of posted work and timers, as a plain value.

/// Work waiting to run on the loop: posted items in posting order, timers by deadline, and work for the
/// next frame in posting order.
///
/// Timers with equal deadlines run in the order they were scheduled. The timer list is kept sorted;
/// a UI has a handful of timers at a time (intervals, debounces), so insertion stays cheap.
struct LoopSchedule {
    /// A unit of work for the loop's thread.
    typealias Work = @Sendable () -> Void

    /// Identifies a scheduled timer so it can be cancelled.
    struct TimerID: Hashable {
        fileprivate let sequence: UInt64
    }

    private struct Timer {
        let deadline: UInt64
        let id: TimerID
        let work: Work
    }

    private var posted: [Work] = []
    private var beforeFrame: [Work] = []
    private var timers: [Timer] = []
    private var nextSequence: UInt64 = 0

    /// Whether posted work is waiting (the loop must not block).
    var hasPosted: Bool { !posted.isEmpty }

    /// Whether work waits for the next frame (the loop must wake when one is due).
    var hasFrameWork: Bool { !beforeFrame.isEmpty }

    /// Whether the loop's current wait already ends by the next frame (set when it computes the wait,
    /// cleared when it takes the frame work): then new frame work needs no wake-up.
    var isFrameAwaited = false

    /// The earliest timer deadline, if any timer is scheduled.
    var nextDeadline: UInt64? { timers.first?.deadline }

    /// Appends `work` to the posted queue.
    mutating func post(_ work: @escaping Work) {
        posted.append(work)
    }

    /// Appends `work` to what runs before the next frame.
    mutating func postBeforeFrame(_ work: @escaping Work) {
        beforeFrame.append(work)
    }

    /// Removes and returns the work for the next frame, oldest first. Taking nothing allocates nothing
    /// (keeping the capacity of a buffer handed out makes a new one).
    mutating func takeFrameWork() -> [Work] {
        isFrameAwaited = false
        guard !beforeFrame.isEmpty else { return [] }
        defer { beforeFrame.removeAll(keepingCapacity: true) }
        return beforeFrame
    }

    /// Schedules `work` at `deadline`; `becameEarliest` tells whether the loop must recompute its wait.
    mutating func schedule(at deadline: UInt64, _ work: @escaping Work) -> (id: TimerID, becameEarliest: Bool) {
        let id = TimerID(sequence: nextSequence)
        nextSequence += 1
        let index = firstIndex(after: deadline)
        timers.insert(Timer(deadline: deadline, id: id, work: work), at: index)
        return (id, index == 0)
    }

    /// Removes the timer if it has not run yet.
    mutating func cancel(_ id: TimerID) {
        timers.removeAll { $0.id == id }
    }

    /// Removes and returns every posted item, oldest first; taking nothing allocates nothing.
    mutating func takePosted() -> [Work] {
        guard !posted.isEmpty else { return [] }
        defer { posted.removeAll(keepingCapacity: true) }
        return posted
    }

    /// Removes and returns the earliest timer whose deadline is at or before `now`.
    mutating func takeDueTimer(at now: UInt64) -> Work? {
        guard let first = timers.first, first.deadline <= now else { return nil }
        timers.removeFirst()
        return first.work
    }

    /// The index after every timer due at or before `deadline` (binary search), keeping ties in order.
    private func firstIndex(after deadline: UInt64) -> Int {
        var low = 0
        var high = timers.count
        while low < high {
            let middle = (low + high) / 2
            if timers[middle].deadline <= deadline { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
