// The body of an order-cash POST: every key UPPERCASE, every value a string, as KIS requires.

import Domain

/// What order-cash receives for one order (see KIS.md, "Orders"). The account number is in it: it is
/// never written anywhere but the request (the journal masks it).
struct KISOrderCashBodyDTO: Encodable, Equatable {
    /// 종합계좌번호: the account's first 8 digits.
    let cano: String
    /// 계좌상품코드: its last 2.
    let productCode: String
    /// 상품번호: the stock code.
    let code: String
    /// 주문구분: "00" limit (지정가), "01" market (시장가).
    let kind: String
    let quantity: String
    /// 주문단가: the limit price, "0" for a market order.
    let price: String
    /// 거래소ID구분코드: KRX, NXT or SOR.
    let venue: String
    /// 매도유형: "01" (일반매도) on a sale, empty on a buy.
    let sellType: String
    /// 조건가격: only for stop orders, which are not made here.
    let conditionPrice: String

    private enum CodingKeys: String, CodingKey {
        case cano = "CANO"
        case productCode = "ACNT_PRDT_CD"
        case code = "PDNO"
        case kind = "ORD_DVSN"
        case quantity = "ORD_QTY"
        case price = "ORD_UNPR"
        case venue = "EXCG_ID_DVSN_CD"
        case sellType = "SLL_TYPE"
        case conditionPrice = "CNDT_PRIC"
    }

    /// The body for `ticket` on `account`.
    init(_ ticket: OrderTicket, account: KISAccountNumber) {
        cano = account.cano
        productCode = account.productCode
        code = ticket.code.rawValue
        switch ticket.price {
        case .limit(let limit):
            kind = "00"
            price = String(limit)
        case .market:
            kind = "01"
            price = "0"
        }
        quantity = String(ticket.quantity)
        venue = ticket.venue == .nxt ? "NXT" : ticket.venue == .unified ? "SOR" : "KRX"
        sellType = ticket.side == .sell ? "01" : ""
        conditionPrice = ""
    }
}
