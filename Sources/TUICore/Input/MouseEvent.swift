// One mouse event, decoded from the terminal: a press or a wheel step at a cell.

/// A mouse event as the app sees it, at a cell of the screen (0-based, top left is 0,0). Only what the
/// app acts on is decoded: a press of the primary button, and the wheel.
public struct MouseEvent: Hashable, Sendable {
    /// What happened.
    public enum Action: Hashable, Sendable {
        /// The primary (left) button went down.
        case press
        /// The wheel turned away from the user (the content scrolls up).
        case wheelUp
        /// The wheel turned towards the user.
        case wheelDown
    }

    public var action: Action
    /// The cell the pointer was on.
    public var position: Point

    public init(_ action: Action, at position: Point) {
        self.action = action
        self.position = position
    }
}
