// The one capability a realtime feed needs from a WebSocket library: open a connection to a URL.

import FoundationEssentials
import Reactive

/// Opens WebSocket connections. `WebSocketClient` is the real one; tests script their own.
public protocol WebSocketConnecting: Sendable {
    /// Subscribing opens a connection to `url`; its events follow, ending with `.closed` or `.failed`
    /// (then the sequence completes). Disposing closes the connection with a close frame.
    func connect(to url: URL) -> Observable<WebSocketEvent>
}
