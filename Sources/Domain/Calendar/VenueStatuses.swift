// Both exchanges at one moment, for a header that names KRX and Nextrade side by side.

/// KRX's and Nextrade's status at one moment (`KRXCalendar.statuses(at:)`).
public struct VenueStatuses: Hashable, Sendable {
    public let krx: MarketStatus
    public let nxt: MarketStatus

    public init(krx: MarketStatus, nxt: MarketStatus) {
        self.krx = krx
        self.nxt = nxt
    }

    /// Both phases (what a feed needs to know who trades now).
    public var sessions: VenueSessions { VenueSessions(krx: krx.session, nxt: nxt.session) }

    /// True when both venues are shut (`.closed`, not in an auction or a pause).
    public var isAllClosed: Bool { krx.session == .closed && nxt.session == .closed }
}
