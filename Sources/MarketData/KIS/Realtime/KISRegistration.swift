// One real-time registration of a KIS WebSocket session: a transaction (tr_id) for a key (tr_key).

import Domain

/// A registration counts against the session's limit whatever its transaction.
struct KISRegistration: Hashable, Sendable {
    /// `H0STCNT0` (trades) or `H0STASP0` (order book), or their Nextrade or unified twins; or `H0STCNI0`/`H0STCNI9` (the account's execution notices).
    let transaction: String
    /// The stock code (tr_key), or the HTS ID for execution notices.
    let key: String

    /// Trades of `code` (H0STCNT0; `KISVenueChoice.onVenue` gives the venue's).
    static func trades(_ code: StockCode) -> KISRegistration {
        KISRegistration(transaction: KISRealtimeFrameDecoder.tradeTransaction, key: code.rawValue)
    }

    /// The registration `quote`'s record came by: its venue's trades, or KRX's single-price trades (H0STOUP0).
    static func carrying(_ quote: Quote) -> KISRegistration {
        let kind = quote.session == .singlePrice ? KISRealtimeTransaction.krxSinglePriceTrades : KISRealtimeTransaction.krxTrades.on(quote.venue)
        return KISRegistration(transaction: kind.rawValue, key: quote.code.rawValue)
    }

    /// The stock code of a registration of trades on any venue (H0STCNT0, H0NXCNT0, H0UNCNT0); nil for another.
    var tradesCode: StockCode? {
        KISRealtimeTransaction(rawValue: transaction)?.isTrades == true ? StockCode(key) : nil
    }

    /// The stock code of a registration of an order book on any venue (H0STASP0, H0NXASP0, H0UNASP0); nil for another.
    var orderBookCode: StockCode? {
        KISRealtimeTransaction(rawValue: transaction)?.isTrades == false ? StockCode(key) : nil
    }

    /// The execution notices of every account of the HTS ID `htsID` (H0STCNI0 real, H0STCNI9 paper): one
    /// registration of the session's 41 covers them all.
    static func executionNotices(htsID: String, accountType: KISAccountType) -> KISRegistration {
        KISRegistration(transaction: accountType == .real ? KISRealtimeFrameDecoder.realNoticeTransaction : KISRealtimeFrameDecoder.paperNoticeTransaction, key: htsID)
    }

    /// The order book of `code` (H0STASP0; `KISVenueChoice.onVenue` gives the venue's), for the detail view.
    static func orderBook(_ code: StockCode) -> KISRegistration {
        KISRegistration(transaction: KISRealtimeFrameDecoder.orderBookTransaction, key: code.rawValue)
    }
}
