// The body of an order-rvsecncl POST that cancels what rests of one order: UPPERCASE keys, string values.

/// What order-rvsecncl receives to cancel all that rests of an order (see KIS.md, "Revise / cancel").
struct KISOrderCancelBodyDTO: Encodable, Equatable {
    let cano: String
    let productCode: String
    /// 한국거래소전송주문조직번호: the original order's branch (its `ord_gno_brno`).
    let branch: String
    /// 원주문번호.
    let originalNumber: String
    /// The original order's 주문구분 and venue, repeated.
    let kind: String
    let venue: String
    /// 정정취소구분코드: "02" cancel.
    let revisionKind: String
    /// "0" with 잔량전부주문여부 "Y": all that rests.
    let quantity: String
    let price: String
    let allQuantity: String

    private enum CodingKeys: String, CodingKey {
        case cano = "CANO"
        case productCode = "ACNT_PRDT_CD"
        case branch = "KRX_FWDG_ORD_ORGNO"
        case originalNumber = "ORGN_ODNO"
        case kind = "ORD_DVSN"
        case venue = "EXCG_ID_DVSN_CD"
        case revisionKind = "RVSE_CNCL_DVSN_CD"
        case quantity = "ORD_QTY"
        case price = "ORD_UNPR"
        case allQuantity = "QTY_ALL_ORD_YN"
    }

    /// Cancels all that rests of `order` on `account`.
    init(cancelling order: KISDailyOrderDTO, account: KISAccountNumber) {
        cano = account.cano
        productCode = account.productCode
        branch = order.branch
        originalNumber = order.number
        kind = order.kind.isEmpty ? "00" : order.kind
        venue = order.venue.isEmpty ? "KRX" : order.venue
        revisionKind = "02"
        quantity = "0"
        price = "0"
        allQuantity = "Y"
    }
}
