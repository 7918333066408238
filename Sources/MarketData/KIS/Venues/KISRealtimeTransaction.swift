// The real-time transaction ids (tr_id) of trades and order books on each venue.

import Domain

/// A KIS WebSocket transaction of trades or order books: KRX's, Nextrade's or the unified one. The three
/// trade records share one layout (46 fields, 47 since 2026-09), as do the books (KRX 59; Nextrade and
/// unified 65, the KRX layout with the two venues' mid prices appended). KRX's after-hours single-price
/// trades (H0STOUP0, real accounts only) are the first 43 fields of that trade layout.
enum KISRealtimeTransaction: String, Sendable, CaseIterable {
    case krxTrades = "H0STCNT0"
    case nxtTrades = "H0NXCNT0"
    case unifiedTrades = "H0UNCNT0"
    /// KRX's 시간외 단일가 trades (16:00–18:00), which H0STCNT0 does not carry.
    case krxSinglePriceTrades = "H0STOUP0"
    case krxOrderBook = "H0STASP0"
    case nxtOrderBook = "H0NXASP0"
    case unifiedOrderBook = "H0UNASP0"

    /// True for the trade transactions, false for the order books.
    var isTrades: Bool {
        switch self {
        case .krxTrades, .nxtTrades, .unifiedTrades, .krxSinglePriceTrades: true
        case .krxOrderBook, .nxtOrderBook, .unifiedOrderBook: false
        }
    }

    /// The venue whose records this transaction carries.
    var venue: Venue {
        switch self {
        case .krxTrades, .krxSinglePriceTrades, .krxOrderBook: .krx
        case .nxtTrades, .nxtOrderBook: .nxt
        case .unifiedTrades, .unifiedOrderBook: .unified
        }
    }

    /// The fields of a record in the oldest layout; a record may carry more.
    var minimumFieldCount: Int {
        switch self {
        case .krxSinglePriceTrades: 43
        case .krxTrades, .nxtTrades, .unifiedTrades: 46
        case .krxOrderBook, .nxtOrderBook, .unifiedOrderBook: 59
        }
    }

    /// The after-hours phase this transaction's trades are made in: `.singlePrice` for H0STOUP0, else nil.
    var session: MarketSession? { self == .krxSinglePriceTrades ? .singlePrice : nil }

    /// The same kind of record on `venue` (a single-price trade counts as a trade: KRX's is H0STCNT0).
    func on(_ venue: Venue) -> KISRealtimeTransaction {
        switch (isTrades, venue) {
        case (true, .krx): .krxTrades
        case (true, .nxt): .nxtTrades
        case (true, .unified): .unifiedTrades
        case (false, .krx): .krxOrderBook
        case (false, .nxt): .nxtOrderBook
        case (false, .unified): .unifiedOrderBook
        }
    }
}
