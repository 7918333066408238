// Which requests a rate limiter serves first when several wait for its next slot.

/// How urgently a request wants the limiter's next slot: an `.urgent` one (an order, a cancel) takes it
/// ahead of every waiting `.routine` one (a quote, a poll); among equals, first come, first served.
public enum RequestPriority: Int, Sendable, Comparable {
    /// Reads and polls: served in the order they asked.
    case routine
    /// A user's order or cancel: the next slot, ahead of every waiting routine request.
    case urgent

    public static func < (lhs: RequestPriority, rhs: RequestPriority) -> Bool { lhs.rawValue < rhs.rawValue }
}
