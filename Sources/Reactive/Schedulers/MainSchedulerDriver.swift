// The pluggable executor behind MainScheduler.

import Dispatch

/// What runs the main scheduler's work: a thread with a loop that accepts posts from any thread.
public protocol MainSchedulerDriver: Sendable {
    /// Runs `work` on the driver's thread soon, in posting order.
    func post(_ work: @escaping @Sendable () -> Void)

    /// Runs `work` on the driver's thread after `delay`; disposing the result cancels it.
    func post(after delay: RxTimeInterval, _ work: @escaping @Sendable () -> Void) -> Disposable

    /// Runs `work` on the driver's thread just before its next frame: at once when a frame may be drawn
    /// now, else when the next one may. Work posted for one frame runs in posting order, then the frame.
    func postBeforeFrame(_ work: @escaping @Sendable () -> Void)
}

extension MainSchedulerDriver {
    /// A driver without frames runs frame work as soon as any other.
    public func postBeforeFrame(_ work: @escaping @Sendable () -> Void) {
        post(work)
    }
}
