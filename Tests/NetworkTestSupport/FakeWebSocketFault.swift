// The abnormal behaviours the fake KIS server's WebSocket sessions can be switched to.

/// What every open WebSocket session of the fake server does next.
public enum FakeWebSocketFault: Sendable {
    /// Drops the TCP connection without a close frame.
    case abruptClose
    /// Sends a close frame (1008) whose reason text is a hostile server's ("Please log in again at http://evil.example/").
    case closeWithText
    /// Sends nothing more (no data, no PINGPONG) but still answers WebSocket pings.
    case silence
    /// Ends `silence`.
    case resume
    /// Sends `count` frames that are neither valid records nor JSON.
    case garbage(Int)
    /// Sends one text message of `bytes` bytes in a single frame.
    case oversized(bytes: Int)
    /// Sends one text message in 64 KiB fragments that never ends (until the client closes).
    case endlessFragments
}
