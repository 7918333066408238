// The inquire-balance answer: KIS's status, the holdings of this page (output1), the totals (output2) and the continuation keys.

import DisplayText
import Domain
import FoundationEssentials
import Networking

/// `{"ctx_area_fk100":"…","ctx_area_nk100":"…","output1":[…],"output2":[{…}],"rt_cd":"0",…}`.
///
/// Every value is a string, as KIS sends them. `output1` and `output2` are required on success only.
struct KISBalanceResponseDTO: Decodable, APIFailureReporting {
    let status: KISAnswerStatus
    let holdings: [KISBalanceHoldingDTO]
    let totals: [KISBalanceTotalsDTO]
    let searchCondition: String
    let key: String

    private enum CodingKeys: String, CodingKey {
        case holdings = "output1"
        case totals = "output2"
        case searchCondition = "ctx_area_fk100"
        case key = "ctx_area_nk100"
    }

    init(from decoder: any Decoder) throws {
        status = try KISAnswerStatus(from: decoder)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        searchCondition = try container.decodeIfPresent(String.self, forKey: .searchCondition) ?? ""
        key = try container.decodeIfPresent(String.self, forKey: .key) ?? ""
        guard status.isSuccess else {
            holdings = []
            totals = []
            return
        }
        holdings = try container.decode([KISBalanceHoldingDTO].self, forKey: .holdings)
        totals = try container.decode([KISBalanceTotalsDTO].self, forKey: .totals)
    }

    var apiFailure: (code: String, message: String)? { status.apiFailure }

    /// This page as the domain reads it, with the continuation `trCont` (the answer's header) announces.
    func toPage(trCont: String?) throws(KISError) -> KISBalancePage {
        var read: [AccountHolding] = []
        for holding in holdings {
            read.append(try holding.toDomain())
        }
        return KISBalancePage(
            holdings: read, cash: try totals.first?.toDomain(),
            next: KISPageContext.following(trCont: trCont, searchCondition: searchCondition, key: key)
        )
    }
}

/// One holding of inquire-balance's `output1`.
struct KISBalanceHoldingDTO: Decodable {
    /// 상품번호: the stock code.
    let pdno: String
    /// 상품명.
    let prdtName: String
    /// 보유수량.
    let hldgQty: String
    /// 주문가능수량.
    let ordPsblQty: String
    /// 매입금액.
    let pchsAmt: String
    /// 현재가.
    let prpr: String

    private enum CodingKeys: String, CodingKey {
        case pdno
        case prdtName = "prdt_name"
        case hldgQty = "hldg_qty"
        case ordPsblQty = "ord_psbl_qty"
        case pchsAmt = "pchs_amt"
        case prpr
    }

    func toDomain() throws(KISError) -> AccountHolding {
        guard let code = StockCode(pdno.trimmingWhitespace()) else { throw .malformedField(name: "pdno", value: pdno) }
        let price = try KISNumberField.nonNegative(prpr, name: "prpr")
        return AccountHolding(
            code: code, name: prdtName.trimmingWhitespace(),
            quantity: try KISNumberField.nonNegative(hldgQty, name: "hldg_qty"),
            sellableQuantity: try KISNumberField.nonNegative(ordPsblQty, name: "ord_psbl_qty"),
            purchaseAmount: try KISNumberField.nonNegative(pchsAmt, name: "pchs_amt"),
            brokerPrice: price > 0 ? price : nil
        )
    }
}

/// The totals of inquire-balance's `output2` (one element) that the account shows: cash and today's fees.
struct KISBalanceTotalsDTO: Decodable {
    /// 예수금총금액.
    let dncaTotAmt: String
    /// 익일정산금액 (D+1).
    let nxdyExccAmt: String
    /// 가수도정산금액 (D+2).
    let prvsRcdlExccAmt: String
    /// 금일제비용금액.
    let thdtTlexAmt: String

    private enum CodingKeys: String, CodingKey {
        case dncaTotAmt = "dnca_tot_amt"
        case nxdyExccAmt = "nxdy_excc_amt"
        case prvsRcdlExccAmt = "prvs_rcdl_excc_amt"
        case thdtTlexAmt = "thdt_tlex_amt"
    }

    func toDomain() throws(KISError) -> AccountCash {
        AccountCash(
            deposit: try KISNumberField.integer(dncaTotAmt, name: "dnca_tot_amt"),
            nextDay: try KISNumberField.integer(nxdyExccAmt, name: "nxdy_excc_amt"),
            settled: try KISNumberField.integer(prvsRcdlExccAmt, name: "prvs_rcdl_excc_amt"),
            todayFees: try KISNumberField.integer(thdtTlexAmt, name: "thdt_tlex_amt")
        )
    }
}
