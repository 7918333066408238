// inquire-daily-ccld's answer: KIS's status and the orders of the day asked (output1).

import DisplayText
import Domain
import FoundationEssentials
import Networking

/// `{"ctx_area_fk100":"…","ctx_area_nk100":"…","output1":[{"ord_dt":"20261206","odno":"0000001001",…}],"output2":{…},"rt_cd":"0",…}`;
/// every value a string.
struct KISDailyOrdersResponseDTO: Decodable, APIFailureReporting {
    let status: KISAnswerStatus
    let orders: [KISDailyOrderDTO]
    /// The continuation keys (`ctx_area_fk100`, `ctx_area_nk100`), "" when absent.
    let searchCondition: String
    let key: String

    private enum CodingKeys: String, CodingKey {
        case orders = "output1"
        case searchCondition = "ctx_area_fk100"
        case key = "ctx_area_nk100"
    }

    init(from decoder: any Decoder) throws {
        status = try KISAnswerStatus(from: decoder)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        searchCondition = try container.decodeIfPresent(String.self, forKey: .searchCondition) ?? ""
        key = try container.decodeIfPresent(String.self, forKey: .key) ?? ""
        orders = status.isSuccess ? try container.decode([KISDailyOrderDTO].self, forKey: .orders) : []
    }

    var apiFailure: (code: String, message: String)? { status.apiFailure }

    /// This page's orders with the continuation `trCont` (the answer's header) announces.
    func toPage(trCont: String?) -> KISDailyOrdersPage {
        KISDailyOrdersPage(orders: orders, next: KISPageContext.following(trCont: trCont, searchCondition: searchCondition, key: key))
    }
}

/// One order of inquire-daily-ccld's `output1`.
struct KISDailyOrderDTO: Decodable, Equatable {
    /// 주문일자 YYYYMMDD and 주문시각 HHMMSS (Korea time).
    let date: String
    let time: String
    /// 주문번호 and 주문채번지점번호 (the branch a cancel names as KRX_FWDG_ORD_ORGNO).
    let number: String
    let branch: String
    /// 주문구분코드 (ORD_DVSN) and 거래소ID구분코드 (KRX, NXT, SOR), which a cancel repeats.
    let kind: String
    let venue: String
    /// 매도매수구분코드: 01 sell, 02 buy.
    let side: String
    let code: String
    let name: String
    let quantity: String
    /// 주문단가 (0 for a market order).
    let price: String
    /// 총체결수량, 평균가 (avg_prvs).
    let filledQuantity: String
    let averageFillPrice: String
    /// 원주문번호: the order a revise changed, empty for an order placed as it is.
    let originalNumber: String
    /// 취소여부 (Y/N), 잔여수량 and 거부수량.
    let cancelled: String
    let remainingQuantity: String
    let rejectedQuantity: String

    private enum CodingKeys: String, CodingKey {
        case date = "ord_dt"
        case time = "ord_tmd"
        case number = "odno"
        case branch = "ord_gno_brno"
        case kind = "ord_dvsn_cd"
        case venue = "excg_id_dvsn_cd"
        case side = "sll_buy_dvsn_cd"
        case code = "pdno"
        case name = "prdt_name"
        case quantity = "ord_qty"
        case price = "ord_unpr"
        case filledQuantity = "tot_ccld_qty"
        case averageFillPrice = "avg_prvs"
        case originalNumber = "orgn_odno"
        case cancelled = "cncl_yn"
        case remainingQuantity = "rmn_qty"
        case rejectedQuantity = "rjct_qty"
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let text = { (key: CodingKeys) in try container.decodeIfPresent(String.self, forKey: key) ?? "" }
        date = try text(.date)
        time = try text(.time)
        number = try text(.number)
        branch = try text(.branch)
        kind = try text(.kind)
        venue = try text(.venue)
        side = try text(.side)
        code = try text(.code)
        name = try text(.name)
        quantity = try text(.quantity)
        price = try text(.price)
        filledQuantity = try text(.filledQuantity)
        averageFillPrice = try text(.averageFillPrice)
        originalNumber = try text(.originalNumber)
        cancelled = try text(.cancelled)
        remainingQuantity = try text(.remainingQuantity)
        rejectedQuantity = try text(.rejectedQuantity)
    }

    /// The order as the account model has it.
    func toDomain() throws(KISError) -> AccountOrder {
        guard let stock = StockCode(code.trimmingWhitespace()) else { throw .malformedField(name: "pdno", value: code) }
        guard let day = TradeDate(Self.dashed(date)), let moment = KISExecutionNotice.moment(day, hhmmss: time) else {
            throw .malformedField(name: "ord_dt/ord_tmd", value: "\(date) \(time)")
        }
        let limit = try KISNumberField.integer(price, name: "ord_unpr")
        let filled = try KISNumberField.integer(filledQuantity, name: "tot_ccld_qty")
        let average = Int(try KISNumberField.decimal(averageFillPrice, name: "avg_prvs").rounded())
        let ordered = try KISNumberField.integer(quantity, name: "ord_qty")
        let rejected = try KISNumberField.integer(rejectedQuantity, name: "rjct_qty")
        let isCancelled = cancelled.trimmingWhitespace() == "Y"
        // What neither filled nor rests of an order still live moved to a revising order (정정). [UNCONFIRMED]
        // that KIS's rmn_qty leaves revised shares out; a row without rmn_qty counts none as revised.
        let resting = remainingQuantity.trimmingWhitespace().isEmpty ? nil : try KISNumberField.integer(remainingQuantity, name: "rmn_qty")
        let revised = isCancelled || rejected > 0 ? 0 : resting.map { max(0, ordered - filled - $0) } ?? 0
        let original = originalNumber.trimmingWhitespace()
        return AccountOrder(
            number: number.trimmingWhitespace(), code: stock, name: name.trimmingWhitespace(), side: side == "01" ? .sell : .buy,
            quantity: ordered, price: limit > 0 ? limit : nil, filledQuantity: filled, averageFillPrice: filled > 0 && average > 0 ? average : nil,
            isCancelled: isCancelled, isRejected: rejected >= max(1, ordered), revisedQuantity: revised,
            originalNumber: original.isEmpty || original.allSatisfy({ $0 == "0" }) ? nil : original, time: moment
        )
    }

    /// `20261206` as `2026-12-06`.
    private static func dashed(_ yyyymmdd: String) -> String {
        guard yyyymmdd.count == 8 else { return yyyymmdd }
        let digits = Array(yyyymmdd)
        return "\(String(digits[0..<4]))-\(String(digits[4..<6]))-\(String(digits[6..<8]))"
    }
}
