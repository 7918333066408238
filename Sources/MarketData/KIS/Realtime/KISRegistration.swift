// One real-time registration of a KIS WebSocket session: a transaction (tr_id) for a key (tr_key).

import Domain

/// A registration counts against the session's limit whatever its transaction.
struct KISRegistration: Hashable, Sendable {
    /// `H0STCNT0` (trades), `H0STASP0` (order book) or `H0STCNI0`/`H0STCNI9` (the account's execution notices).
    let transaction: String
    /// The stock code (tr_key), or the HTS ID for execution notices.
    let key: String

    /// Trades of `code` (H0STCNT0).
    static func trades(_ code: StockCode) -> KISRegistration {
        KISRegistration(transaction: KISRealtimeFrameDecoder.tradeTransaction, key: code.rawValue)
    }

    /// The stock code of a registration of `transaction`; nil for another transaction.
    func code(of transaction: String) -> StockCode? {
        self.transaction == transaction ? StockCode(key) : nil
    }

    /// The execution notices of every account of the HTS ID `htsID` (H0STCNI0 real, H0STCNI9 paper): one
    /// registration of the session's 41 covers them all.
    static func executionNotices(htsID: String, accountType: KISAccountType) -> KISRegistration {
        KISRegistration(transaction: accountType == .real ? KISRealtimeFrameDecoder.realNoticeTransaction : KISRealtimeFrameDecoder.paperNoticeTransaction, key: htsID)
    }

    /// The order book of `code` (H0STASP0), for the detail view.
    static func orderBook(_ code: StockCode) -> KISRegistration {
        KISRegistration(transaction: KISRealtimeFrameDecoder.orderBookTransaction, key: code.rawValue)
    }
}
