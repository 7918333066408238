// What the real-time session reports after each change: its health, the live codes, dropped frames.

import Domain

/// The session's state as its users see it.
struct KISRealtimeSnapshot: Equatable, Sendable {
    var health: RealtimeConnectionHealth
    /// Codes registered and confirmed on the open connection (empty while it is down).
    var liveCodes: Set<StockCode>
    var malformedFrames: Int
}
