// Where a price was made: KRX, Nextrade (NXT), or the unified price of both (통합).

/// A trading venue of Korean shares, or the unified price KIS computes over both (since 2025-03-04).
public enum Venue: String, Sendable, Codable, CaseIterable {
    /// 한국거래소: the listing exchange; its close is the base of both venues' limits.
    case krx
    /// 넥스트레이드: the alternative exchange (08:00–20:00) for about 600–800 of the most traded stocks.
    case nxt
    /// 통합: the last trade on either venue (KIS market code `UN`).
    case unified

    /// The mark a row shows: `KRX`, `NXT`, `통합`.
    public var mark: String {
        switch self {
        case .krx: "KRX"
        case .nxt: "NXT"
        case .unified: "통합"
        }
    }

    /// The one-cell mark for narrow screens: `K`, `N`, `U`.
    public var shortMark: String {
        switch self {
        case .krx: "K"
        case .nxt: "N"
        case .unified: "U"
        }
    }

    /// The two exchanges with sessions of their own (the unified price has none).
    public static let exchanges: [Venue] = [.krx, .nxt]
}
