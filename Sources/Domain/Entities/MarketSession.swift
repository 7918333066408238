// The phase of a venue's trading day at a moment (KRXCalendar computes it from its SessionTable, in Korea time).

import FoundationEssentials

/// A venue's trading phase (장 구분) at some moment; which phases a venue has, and when, is `SessionTable` data.
public enum MarketSession: String, Sendable, Codable, CaseIterable {
    /// Continuous trading before the main market: NXT 08:00–08:50 (프리마켓); KRX's planned 07:00–08:00.
    case preMarket
    /// KRX 08:30–08:40: trades at the previous close (장전 시간외 종가); opening-auction orders are collected too.
    case preMarketClosePrice
    /// KRX 08:40–09:00, orders collected for the opening auction (장전 동시호가).
    case preOpenAuction
    /// 09:00–15:20, continuous trading (정규장, NXT's 메인마켓).
    case regular
    /// KRX 15:20–15:30, orders collected for the closing auction (장마감 동시호가).
    case closingAuction
    /// Nothing trades on this venue while the other holds an auction (NXT 08:50–09:00, 15:20–15:30) or
    /// before KRX's post-market close-price trades (15:30–15:40).
    case pause
    /// KRX 15:40–16:00: trades at the day's close (장후 시간외 종가).
    case postMarketClosePrice
    /// KRX 16:00–18:00: a single-price match every ten minutes within ±10 % of the close (시간외 단일가).
    case singlePrice
    /// Continuous trading after the main market: NXT 15:30–20:00 (애프터마켓); KRX's planned 16:00–20:00.
    case afterMarket
    /// Nights, weekends and holidays.
    case closed

    /// True when trades are made (continuous, close-price or single-price); false in auctions, pauses, closed.
    public var isTrading: Bool {
        switch self {
        case .preMarket, .preMarketClosePrice, .regular, .postMarketClosePrice, .singlePrice, .afterMarket: true
        case .preOpenAuction, .closingAuction, .pause, .closed: false
        }
    }

    /// True for continuous trading, where prices move with every trade: a venue "opens" at its first such phase.
    public var isContinuous: Bool { self == .preMarket || self == .regular || self == .afterMarket }
}
