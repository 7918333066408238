// One real-time registration of a KIS WebSocket session: a transaction (tr_id) for a key (tr_key).

import Domain

/// A registration counts against the session's limit whatever its transaction.
struct KISRegistration: Hashable, Sendable {
    /// `H0STCNT0` (trades) or `H0STASP0` (order book).
    let transaction: String
    /// The stock code (tr_key).
    let key: String

    /// Trades of `code` (H0STCNT0).
    static func trades(_ code: StockCode) -> KISRegistration {
        KISRegistration(transaction: KISRealtimeFrameDecoder.tradeTransaction, key: code.rawValue)
    }

    /// The stock code of a registration of `transaction`; nil for another transaction.
    func code(of transaction: String) -> StockCode? {
        self.transaction == transaction ? StockCode(key) : nil
    }

    /// The order book of `code` (H0STASP0), for the detail view.
    static func orderBook(_ code: StockCode) -> KISRegistration {
        KISRegistration(transaction: KISRealtimeFrameDecoder.orderBookTransaction, key: code.rawValue)
    }
}
