// Work for the UI's thread that waits for its next frame: the run loop's frame pacer is its only clock.

/// Runs actions on the main scheduler's thread right before the next frame is drawn (see
/// `MainSchedulerDriver.postBeforeFrame`): at once when a frame is due, else when the run loop allows
/// the next one. A fast stream delivered on it (a watchlist's quotes) reaches the screen at most once per
/// frame with no pacer of its own, so it never drifts out of phase with the frames.
public struct FrameScheduler: ImmediateSchedulerType, Sendable {
    /// The frames of the main scheduler's driver (the TUI's run loop once installed).
    public static let main = FrameScheduler()

    private init() {}

    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        let scheduled = ScheduledAction(state, action: action)
        MainScheduler.instance.postBeforeFrame { scheduled.run() }
        return scheduled.cancel
    }
}
