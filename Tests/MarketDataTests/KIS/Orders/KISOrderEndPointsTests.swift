// The order-cash and inquire-daily-ccld requests: tr_id per side and account type, UPPERCASE string body, query.

import Domain
import Foundation
@testable import MarketData
import Networking
import Testing

@Suite struct KISOrderEndPointsTests {
    private let account = KISAccountNumber("50123456-01")!
    private let token = KISAccessToken(value: "token-1", issuedAt: Date(timeIntervalSince1970: 0), expiresAt: .distantFuture)
    private let credentials = try! KISCredentials(appKey: "PSkey", appSecret: "PSkey-secret")

    private func body(_ endPoint: EndPoint<KISOrderAnswerDTO>) throws -> [String: String] {
        let data = try #require(endPoint.body)
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: String], "every value is a string")
    }

    @Test(arguments: [
        (OrderSide.buy, KISAccountType.paper, "VTTC0012U"), (.sell, .paper, "VTTC0011U"), (.buy, .real, "TTTC0012U"), (.sell, .real, "TTTC0011U"),
    ])
    func theTransactionIdIsTheCurrentOneOfTheSideAndAccountType(side: OrderSide, accountType: KISAccountType, transaction: String) {
        let ticket = side == .buy ? KISOrderTestTickets.buy() : KISOrderTestTickets.marketSale()
        let endPoint = KISOrderEndPoints.orderCash(
            KISOrderCashBodyDTO(ticket, account: account), side: side, accountType: accountType, token: token, credentials: credentials
        )
        #expect(endPoint.headers["tr_id"] == transaction)
        #expect(endPoint.method == .post && endPoint.path == "/uapi/domestic-stock/v1/trading/order-cash")
        #expect(endPoint.headers["authorization"] == "Bearer token-1" && endPoint.headers["custtype"] == "P")
        #expect(endPoint.headers["hashkey"] == nil)
    }

    @Test func aLimitBuysBodyHasEveryKeyInUppercaseWithStringValues() throws {
        let endPoint = KISOrderEndPoints.orderCash(
            KISOrderCashBodyDTO(KISOrderTestTickets.buy(3, at: 70_000), account: account), side: .buy, accountType: .paper, token: token, credentials: credentials
        )
        #expect(try body(endPoint) == [
            "CANO": "50123456", "ACNT_PRDT_CD": "01", "PDNO": "005930", "ORD_DVSN": "00", "ORD_QTY": "3", "ORD_UNPR": "70000",
            "EXCG_ID_DVSN_CD": "KRX", "SLL_TYPE": "", "CNDT_PRIC": "",
        ])
        #expect(try body(endPoint).keys.allSatisfy { $0 == $0.uppercased() })
    }

    @Test func aMarketSaleSendsPriceZeroTheSellTypeAndItsVenue() throws {
        let endPoint = KISOrderEndPoints.orderCash(
            KISOrderCashBodyDTO(KISOrderTestTickets.marketSale(2, venue: .nxt), account: account), side: .sell, accountType: .real, token: token,
            credentials: credentials
        )
        let fields = try body(endPoint)
        #expect(fields["ORD_DVSN"] == "01" && fields["ORD_UNPR"] == "0" && fields["SLL_TYPE"] == "01")
        #expect(fields["EXCG_ID_DVSN_CD"] == "NXT" && fields["PDNO"] == "000660" && fields["ORD_QTY"] == "2")
    }

    @Test func todaysOrdersAskOneStockAndSideOfOneDayNewestFirst() {
        let day = TradeDate("2026-12-07")!
        let endPoint = KISOrderEndPoints.dailyOrders(
            account, from: day, through: day, code: StockCode("005930")!, side: .sell, accountType: .paper, token: token, credentials: credentials
        )
        let query = Dictionary(uniqueKeysWithValues: endPoint.queryItems.map { ($0.name, $0.value ?? "") })
        #expect(endPoint.headers["tr_id"] == "VTTC0081R" && endPoint.method == .get)
        #expect(query["INQR_STRT_DT"] == "20261207" && query["INQR_END_DT"] == "20261207")
        #expect(query["SLL_BUY_DVSN_CD"] == "01" && query["PDNO"] == "005930" && query["CCLD_DVSN"] == "00" && query["INQR_DVSN"] == "00")
        #expect(query["CANO"] == "50123456" && query["ACNT_PRDT_CD"] == "01")
        let real = KISOrderEndPoints.dailyOrders(
            account, from: day, through: day, code: StockCode("005930")!, side: .buy, accountType: .real, token: token, credentials: credentials
        )
        #expect(real.headers["tr_id"] == "TTTC0081R")
    }

    @Test func pastFillsAskARangeOfDaysAndOnlyOrdersWithAFill() {
        let endPoint = KISOrderEndPoints.dailyOrders(
            account, from: TradeDate("2026-09-07")!, through: TradeDate("2026-12-07")!, code: StockCode("0001A0")!, filledOnly: true,
            accountType: .paper, token: token, credentials: credentials
        )
        let query = Dictionary(uniqueKeysWithValues: endPoint.queryItems.map { ($0.name, $0.value ?? "") })
        #expect(query["INQR_STRT_DT"] == "20260907" && query["INQR_END_DT"] == "20261207")
        #expect(query["CCLD_DVSN"] == "01" && query["PDNO"] == "0001A0" && query["SLL_BUY_DVSN_CD"] == "00")
    }
}

@Suite struct KISOrderCancelEndPointTests {
    private let token = KISAccessToken(value: "token-1", issuedAt: Date(timeIntervalSince1970: 0), expiresAt: .distantFuture)
    private let credentials = try! KISCredentials(appKey: "PSkey", appSecret: "PSkey-secret")

    @Test func aCancelNamesTheOrderItsBranchAndAllThatRests() throws {
        let row = try JSONDecoder().decode(KISDailyOrderDTO.self, from: Data(#"""
            {"ord_dt":"20261207","ord_tmd":"100001","odno":"0000001001","ord_gno_brno":"00950","ord_dvsn_cd":"00","excg_id_dvsn_cd":"KRX",
             "sll_buy_dvsn_cd":"02","pdno":"005930","prdt_name":"삼성전자","ord_qty":"3","ord_unpr":"272000","tot_ccld_qty":"0",
             "avg_prvs":"0","cncl_yn":"N","rmn_qty":"3","rjct_qty":"0"}
            """#.utf8))
        let endPoint = KISOrderEndPoints.changeOrder(
            KISOrderChangeBodyDTO(cancelling: row, account: KISAccountNumber("50123456-01")!), accountType: .paper, token: token, credentials: credentials
        )
        #expect(endPoint.path == "/uapi/domestic-stock/v1/trading/order-rvsecncl" && endPoint.method == .post)
        #expect(endPoint.headers["tr_id"] == "VTTC0013U" && KISOrderEndPoints.changeTransaction(accountType: .real) == "TTTC0013U")
        let data = try #require(endPoint.body)
        let body = try #require(try JSONSerialization.jsonObject(with: data) as? [String: String])
        #expect(body == [
            "CANO": "50123456", "ACNT_PRDT_CD": "01", "KRX_FWDG_ORD_ORGNO": "00950", "ORGN_ODNO": "0000001001", "ORD_DVSN": "00",
            "RVSE_CNCL_DVSN_CD": "02", "ORD_QTY": "0", "ORD_UNPR": "0", "QTY_ALL_ORD_YN": "Y", "EXCG_ID_DVSN_CD": "KRX",
        ])
    }
}
