// A source the run loop reads right before its frames (a busy socket), and whether it waits for a read now.

/// What the run loop reads right before each due frame (`MainRunLoop.init`): `read` takes the frame
/// interval in nanoseconds, reads what came meanwhile and says whether it wants the next frame's read
/// too; `isWaiting` says whether something waits to be read now, so the loop's wait ends by the next
/// frame even when the wake-up that announced it was handled after this frame's read.
public struct FrameReader: Sendable {
    public let read: @Sendable (_ quietAfter: UInt64) -> Bool
    public let isWaiting: @Sendable () -> Bool

    /// A reader whose `isWaiting` is false unless given (one nothing is handed to between reads).
    public init(read: @escaping @Sendable (_ quietAfter: UInt64) -> Bool, isWaiting: @escaping @Sendable () -> Bool = { false }) {
        self.read = read
        self.isWaiting = isWaiting
    }
}
