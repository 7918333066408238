// The run loop's frames on a TestScheduler: what `FrameScheduler` does in the app, on virtual time.

import Reactive
import ReactiveTesting

/// Runs work scheduled for a frame as `MainRunLoop` does: at once when a frame is due (none in the last
/// `interval` ticks), else at the next frame, `interval` ticks after the last one; all work waiting for
/// a frame runs together, in scheduling order, work it schedules included.
final class PacedFrames: ImmediateSchedulerType {
    private let scheduler: TestScheduler
    private let interval: TestTime
    private var lastFrame: TestTime?
    private var waiting: [() -> Void] = []
    /// Whether a frame is scheduled or running (work scheduled then joins it).
    private var isFramePending = false

    init(on scheduler: TestScheduler, every interval: TestTime) {
        self.scheduler = scheduler
        self.interval = interval
    }

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        let cancelled = BooleanDisposable()
        waiting.append { if !cancelled.isDisposed { _ = action(state) } }
        if !isFramePending {
            isFramePending = true
            let due = lastFrame.map { max(scheduler.clock, $0 + interval) } ?? scheduler.clock
            _ = scheduler.scheduleAt(due) { [self] in frame() }
        }
        return cancelled
    }

    private func frame() {
        lastFrame = scheduler.clock
        while !waiting.isEmpty {
            let work = waiting
            waiting = []
            work.forEach { $0() }
        }
        isFramePending = false
    }
}
