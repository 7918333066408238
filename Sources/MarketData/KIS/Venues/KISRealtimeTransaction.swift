// The real-time transaction ids (tr_id) of trades and order books on each venue.

import Domain

/// A KIS WebSocket transaction of trades or order books: KRX's, Nextrade's or the unified one. The three
/// trade records share one layout (46 fields, 47 since 2026-09), as do the books (KRX 59; Nextrade and
/// unified 65, the KRX layout with the two venues' mid prices appended).
enum KISRealtimeTransaction: String, Sendable, CaseIterable {
    case krxTrades = "H0STCNT0"
    case nxtTrades = "H0NXCNT0"
    case unifiedTrades = "H0UNCNT0"
    case krxOrderBook = "H0STASP0"
    case nxtOrderBook = "H0NXASP0"
    case unifiedOrderBook = "H0UNASP0"

    /// True for the trade transactions, false for the order books.
    var isTrades: Bool {
        switch self {
        case .krxTrades, .nxtTrades, .unifiedTrades: true
        case .krxOrderBook, .nxtOrderBook, .unifiedOrderBook: false
        }
    }

    /// The venue whose records this transaction carries.
    var venue: Venue {
        switch self {
        case .krxTrades, .krxOrderBook: .krx
        case .nxtTrades, .nxtOrderBook: .nxt
        case .unifiedTrades, .unifiedOrderBook: .unified
        }
    }

    /// The same kind of record on `venue`.
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
