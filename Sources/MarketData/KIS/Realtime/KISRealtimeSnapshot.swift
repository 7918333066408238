// What the real-time session reports after each change: its health, the live codes and books, dropped frames.

import Domain

/// The session's state as its users see it.
struct KISRealtimeSnapshot: Equatable, Sendable {
    var health: RealtimeConnectionHealth
    /// Codes registered and confirmed on the open connection (empty while it is down).
    var liveCodes: Set<StockCode>
    /// Codes whose order book (H0STASP0) is registered and confirmed on the open connection.
    var liveOrderBooks: Set<StockCode> = []
    var malformedFrames: Int
}
