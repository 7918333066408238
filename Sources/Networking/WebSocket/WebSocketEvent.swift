// What a WebSocket connection reports: opened (with its sender), a text message, or its end.

/// One event of a WebSocket connection; `.closed` and `.failed` are the last.
public enum WebSocketEvent: Sendable, Equatable {
    /// The handshake succeeded; `sender` writes to this connection.
    case connected(WebSocketSender)
    /// One whole text message (invalid UTF-8 replaced).
    case text(String)
    /// The connection ended after being open; `reason` is fit to show.
    case closed(reason: String)
    /// The connection never opened; `reason` is fit to show.
    case failed(reason: String)
}
