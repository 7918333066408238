// The body of an order-rvsecncl POST that cancels or revises what rests of one order: UPPERCASE keys, string values.

/// What order-rvsecncl receives to cancel all that rests of an order, or to re-price some or all of it
/// (see KIS.md, "Revise / cancel"; KIS's sample order_rvsecncl.py).
struct KISOrderChangeBodyDTO: Encodable, Equatable {
    let cano: String
    let productCode: String
    /// 한국거래소전송주문조직번호: the original order's branch (its `ord_gno_brno`).
    let branch: String
    /// 원주문번호.
    let originalNumber: String
    /// 주문구분 (the original's for a cancel; "00" limit for a revise) and the original's venue.
    let kind: String
    let venue: String
    /// 정정취소구분코드: "01" revise, "02" cancel.
    let revisionKind: String
    /// "0" with 잔량전부주문여부 "Y": all that rests; else the shares to change with "N".
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
        self.init(order, account: account, kind: order.kind.isEmpty ? "00" : order.kind, revisionKind: "02", quantity: nil, price: "0")
    }

    /// Re-prices `quantity` of what rests of `order` at the limit `price` (all of it when `quantity` is nil).
    init(revising order: KISDailyOrderDTO, quantity: Int?, price: Int, account: KISAccountNumber) {
        self.init(order, account: account, kind: "00", revisionKind: "01", quantity: quantity, price: String(price))
    }

    private init(_ order: KISDailyOrderDTO, account: KISAccountNumber, kind: String, revisionKind: String, quantity: Int?, price: String) {
        cano = account.cano
        productCode = account.productCode
        branch = order.branch
        originalNumber = order.number
        self.kind = kind
        venue = order.venue.isEmpty ? "KRX" : order.venue
        self.revisionKind = revisionKind
        self.quantity = quantity.map(String.init) ?? "0"
        self.price = price
        allQuantity = quantity == nil ? "Y" : "N"
    }
}
