// The writing end of one WebSocket connection: text messages and pongs, from any thread.

/// Writes frames to one connection. Compared by identity: two senders are equal when they are the same.
public final class WebSocketSender: Sendable, Equatable {
    /// A frame to write.
    public enum Frame: Sendable, Equatable {
        case text(String)
        /// A pong carrying `payload` (at most 125 bytes).
        case pong(String)
    }

    private let write: @Sendable (Frame) -> Bool

    /// A sender that hands each frame to `write`, which answers whether the frame was queued.
    public init(write: @escaping @Sendable (Frame) -> Bool) {
        self.write = write
    }

    /// Queues a text message; false once the connection is closing or closed.
    @discardableResult
    public func send(text: String) -> Bool {
        write(.text(text))
    }

    /// Queues a pong frame with `payload`; false once closing or closed, or when the payload exceeds 125 bytes.
    @discardableResult
    public func sendPong(_ payload: String) -> Bool {
        write(.pong(payload))
    }

    public static func == (lhs: WebSocketSender, rhs: WebSocketSender) -> Bool { lhs === rhs }
}
