// Both exchanges' phases at one moment, so a minute's question about every stock costs one day lookup.

/// KRX's and Nextrade's phases at one moment (`KRXCalendar.venueSessions(at:)`).
public struct VenueSessions: Hashable, Sendable {
    public let krx: MarketSession
    public let nxt: MarketSession

    public init(krx: MarketSession, nxt: MarketSession) {
        self.krx = krx
        self.nxt = nxt
    }

    /// Both exchanges closed for the day or the night: no trade of any session can happen now (a pause
    /// or an auction is not shut: its trade comes at its end).
    public var isShut: Bool { krx == .closed && nxt == .closed }

    /// True when a stock trades continuously now (prices move with every trade): on KRX, or also on Nextrade
    /// for a stock whose quotes include Nextrade's trades (`nextrade`). An auction, a pause, a close-price or
    /// single-price session is not: the last price stays the latest until it ends.
    public func tradesContinuously(nextrade: Bool) -> Bool {
        krx.isContinuous || (nextrade && nxt.isContinuous)
    }

    /// `venue`'s phase; the unified price's is KRX's while KRX trades, else Nextrade's.
    public subscript(venue: Venue) -> MarketSession {
        switch venue {
        case .krx: krx
        case .nxt: nxt
        case .unified: krx.isTrading ? krx : (nxt == .closed ? krx : nxt)
        }
    }
}
