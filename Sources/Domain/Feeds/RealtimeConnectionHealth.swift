// The state of the real-time connection, with the reason and retry time when it is down.

import FoundationEssentials

/// How the real-time socket is doing; `.down` carries what the status line shows with its countdown.
public enum RealtimeConnectionHealth: Sendable, Equatable {
    /// Real-time is not used (turned off, or another instance holds the app key's session).
    case off(reason: String)
    /// Asking for an approval key or opening the socket.
    case connecting
    /// Open and registered.
    case connected
    /// Lost or refused: `reason` for the user, the next attempt at `retryAt`.
    case down(reason: String, retryAt: Date)
}
