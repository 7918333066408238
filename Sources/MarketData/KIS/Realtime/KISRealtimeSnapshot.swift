// What the real-time session reports after each change: its health, the live codes and books, dropped frames.

import Domain

/// The session's state as its users see it.
struct KISRealtimeSnapshot: Equatable, Sendable {
    var health: RealtimeConnectionHealth
    /// Codes registered and confirmed on the open connection (empty while it is down).
    var liveCodes: Set<StockCode>
    /// Live codes the socket has delivered a trade for on this connection: only these rows are ● live
    /// (outside trading hours a registered code may stay silent for days).
    var tradedCodes: Set<StockCode> = []
    /// Codes whose order book (H0STASP0) is registered and confirmed on the open connection.
    var liveOrderBooks: Set<StockCode> = []
    var malformedFrames: Int
}
