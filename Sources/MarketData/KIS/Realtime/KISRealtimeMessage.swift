// What one text frame of KIS's real-time WebSocket means, decoded.

import Domain

/// One decoded frame of the real-time session.
enum KISRealtimeMessage: Equatable, Sendable {
    /// H0STCNT0 trade records, in frame order.
    case trades([Quote])
    /// H0STASP0 order-book records, in frame order.
    case orderBooks([OrderBook])
    /// The answer to a subscribe or unsubscribe frame.
    case control(KISRealtimeControl)
    /// KIS's keep-alive; `payload` is the frame's text, to be echoed in a pong.
    case pingPong(payload: String)
    /// A frame that is neither; `reason` says why (for the dropped-frame count's log).
    case malformed(reason: String)
}
