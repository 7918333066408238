// Why `MainRunLoop.run` returned.

/// The reason the loop stopped.
public enum RunLoopExit: Equatable, Sendable {
    /// Someone called `stop()`.
    case stopped
    /// The input ended: end of file, hang-up or error (e.g. the ssh connection dropped).
    case inputEnded
}
