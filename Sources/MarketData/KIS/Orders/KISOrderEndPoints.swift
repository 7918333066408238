// The KIS order calls: order-cash (place), order-rvsecncl (cancel, revise) and inquire-daily-ccld (today's orders), with
// the exact tr_ids and keys.

import DisplayText
import Domain
import FoundationEssentials
import Networking

/// Builds the order end points under `/uapi/domestic-stock/v1/trading/` (see KIS.md, "Orders"). A POST
/// body's keys are UPPERCASE strings, as KIS requires; no hashkey is sent (KIS no longer needs one).
enum KISOrderEndPoints {
    static let orderCashPath = "/uapi/domestic-stock/v1/trading/order-cash"
    static let dailyOrdersPath = "/uapi/domestic-stock/v1/trading/inquire-daily-ccld"
    static let changePath = "/uapi/domestic-stock/v1/trading/order-rvsecncl"
    /// inquire-daily-ccld's tr_id (the last three months), real and paper.
    static let realDailyOrdersTransaction = "TTTC0081R"
    static let paperDailyOrdersTransaction = "VTTC0081R"

    /// order-cash's tr_id: TTTC0012U buy / TTTC0011U sell on a real account, VTTC… on paper (never the
    /// retired TTTC0802U/0801U).
    static func orderCashTransaction(_ side: OrderSide, accountType: KISAccountType) -> String {
        (accountType == .real ? "T" : "V") + (side == .buy ? "TTC0012U" : "TTC0011U")
    }

    /// order-rvsecncl's tr_id: TTTC0013U real, VTTC0013U paper (revise and cancel alike).
    static func changeTransaction(accountType: KISAccountType) -> String {
        accountType == .real ? "TTTC0013U" : "VTTC0013U"
    }

    /// `POST order-cash` for `order`: its body in a fixed key order, the token, keys and tr_id in headers.
    static func orderCash(_ order: KISOrderCashBodyDTO, side: OrderSide, accountType: KISAccountType, token: KISAccessToken, credentials: KISCredentials)
        -> EndPoint<KISOrderAnswerDTO>
    {
        post(orderCashPath, body: order, transaction: orderCashTransaction(side, accountType: accountType), token: token, credentials: credentials)
    }

    /// `POST order-rvsecncl` cancelling or revising what rests of the order `change` names.
    static func changeOrder(_ change: KISOrderChangeBodyDTO, accountType: KISAccountType, token: KISAccessToken, credentials: KISCredentials)
        -> EndPoint<KISOrderAnswerDTO>
    {
        post(changePath, body: change, transaction: changeTransaction(accountType: accountType), token: token, credentials: credentials)
    }

    /// A JSON POST of `body` (keys in a fixed order) with the API headers of `transaction`.
    private static func post(
        _ path: String, body: some Encodable, transaction: String, token: KISAccessToken, credentials: KISCredentials
    ) -> EndPoint<KISOrderAnswerDTO> {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return EndPoint(
            path: path,
            method: .post,
            headers: KISEndPoints.apiHeaders(transaction, token: token, credentials: credentials),
            body: try? encoder.encode(body),
            errorBodyPolicy: .decode
        )
    }

    /// `GET inquire-daily-ccld`: `account`'s orders from `first` through `last` (in `code`, on `side`,
    /// numbered `number`, each when given; with `filledOnly`, those with a fill), newest first; one page
    /// (15 orders on paper, 100 real), the first when `page` is nil, otherwise the one `page` continues to
    /// (request header `tr_cont: N`).
    static func dailyOrders(
        _ account: KISAccountNumber, from first: TradeDate, through last: TradeDate, code: StockCode? = nil, side: OrderSide? = nil,
        number: String? = nil, filledOnly: Bool = false, page: KISPageContext? = nil, accountType: KISAccountType, token: KISAccessToken,
        credentials: KISCredentials
    ) -> EndPoint<KISDailyOrdersResponseDTO> {
        let date = { (day: TradeDate) in "\(day.year)\(FixedPointText.zeroPadded(day.month, width: 2))\(FixedPointText.zeroPadded(day.day, width: 2))" }
        return KISEndPoints.quotation(
            path: dailyOrdersPath, transaction: accountType == .real ? realDailyOrdersTransaction : paperDailyOrdersTransaction,
            query: [
                ("CANO", account.cano), ("ACNT_PRDT_CD", account.productCode), ("INQR_STRT_DT", date(first)), ("INQR_END_DT", date(last)),
                ("SLL_BUY_DVSN_CD", side.map { $0 == .sell ? "01" : "02" } ?? "00"), ("PDNO", code?.rawValue ?? ""), ("CCLD_DVSN", filledOnly ? "01" : "00"),
                ("INQR_DVSN", "00"), ("INQR_DVSN_3", "00"), ("ORD_GNO_BRNO", ""), ("ODNO", number ?? ""), ("INQR_DVSN_1", ""),
                ("CTX_AREA_FK100", page?.searchCondition ?? ""), ("CTX_AREA_NK100", page?.key ?? ""),
            ],
            token: token, credentials: credentials,
            extraHeaders: page == nil ? [:] : ["tr_cont": "N"]
        )
    }
}
