// What one text frame of KIS's real-time WebSocket means, decoded.

import Domain

/// One decoded frame of the real-time session.
enum KISRealtimeMessage: Equatable, Sendable {
    /// H0STCNT0 trade records, in frame order.
    case trades([Quote])
    /// H0STASP0 order-book records, in frame order.
    case orderBooks([OrderBook])
    /// Execution notices (H0STCNI0 / H0STCNI9), decrypted, in frame order.
    case notices([KISExecutionNotice])
    /// The acknowledgement of an execution-notice registration, with the cipher of its notices.
    case noticeSubscription(KISRegistration, KISNoticeCipher)
    /// The answer to a subscribe or unsubscribe frame.
    case control(KISRealtimeControl)
    /// KIS's keep-alive; `payload` is the frame's text, to be echoed in a pong.
    case pingPong(payload: String)
    /// A frame that is neither; `reason` says why (for the dropped-frame count's log).
    case malformed(reason: String)
}
