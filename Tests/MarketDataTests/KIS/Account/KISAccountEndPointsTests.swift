// Tests of the inquire-balance request: path, tr_id per account type, the query in KIS's order, the paging header.

import Domain
import Foundation
@testable import MarketData
import Networking
import Testing

@Suite struct KISAccountEndPointsTests {
    private let token = KISAccessToken(value: "TOKEN", issuedAt: Date(timeIntervalSince1970: 0), expiresAt: .distantFuture)
    private let credentials = try! KISCredentials(appKey: "PSKEY", appSecret: "SECRET")
    private let account = KISAccountNumber("12345678-01")!

    @Test func theFirstPageAsksWithEmptyContinuationKeys() {
        let endPoint = KISAccountEndPoints.balance(account, accountType: .paper, page: nil, token: token, credentials: credentials)
        #expect(endPoint.path == "/uapi/domestic-stock/v1/trading/inquire-balance" && endPoint.method == .get)
        #expect(endPoint.headers["tr_id"] == "VTTC8434R" && endPoint.headers["tr_cont"] == nil)
        #expect(endPoint.queryItems.map(\.name) == [
            "CANO", "ACNT_PRDT_CD", "AFHR_FLPR_YN", "OFL_YN", "INQR_DVSN", "UNPR_DVSN", "FUND_STTL_ICLD_YN",
            "FNCG_AMT_AUTO_RDPT_YN", "PRCS_DVSN", "CTX_AREA_FK100", "CTX_AREA_NK100",
        ])
        #expect(endPoint.queryItems.map(\.value) == ["12345678", "01", "N", "", "02", "01", "N", "N", "00", "", ""])
    }

    @Test func aFollowingPageRepeatsTheKeysWithTrContN() {
        let page = KISPageContext(searchCondition: "12345678^01^", key: "K2")
        let endPoint = KISAccountEndPoints.balance(account, accountType: .real, page: page, token: token, credentials: credentials)
        #expect(endPoint.headers["tr_id"] == "TTTC8434R" && endPoint.headers["tr_cont"] == "N")
        #expect(endPoint.queryItems.suffix(2).map(\.value) == ["12345678^01^", "K2"])
    }

    @Test func onlyFOrMAnnounceAnotherPage() {
        #expect(KISPageContext.following(trCont: "M", searchCondition: "a", key: "b") == KISPageContext(searchCondition: "a", key: "b"))
        #expect(KISPageContext.following(trCont: "F", searchCondition: "a", key: "b") != nil)
        #expect(KISPageContext.following(trCont: "D", searchCondition: "a", key: "b") == nil)
        #expect(KISPageContext.following(trCont: "E", searchCondition: "a", key: "b") == nil)
        #expect(KISPageContext.following(trCont: nil, searchCondition: "a", key: "b") == nil)
    }

    @Test func aBalanceAnswerDecodesHoldingsCashAndRefusesAMalformedQuantity() throws {
        let json = #"""
        {"ctx_area_fk100":"F","ctx_area_nk100":"N1","output1":[{"pdno":"005930","prdt_name":"삼성전자","hldg_qty":"12",
        "ord_psbl_qty":"10","pchs_amt":"3240000","prpr":"272000","pchs_avg_pric":"270000.0000"}],
        "output2":[{"dnca_tot_amt":"5000000","nxdy_excc_amt":"4000000","prvs_rcdl_excc_amt":"3000000","thdt_tlex_amt":"1234"}],
        "rt_cd":"0","msg_cd":"KIOK0510","msg1":"조회가 완료되었습니다."}
        """#
        let page = try JSONDecoder().decode(KISBalanceResponseDTO.self, from: Data(json.utf8)).toPage(trCont: "M")
        #expect(page.holdings == [AccountHolding(code: StockCode("005930")!, name: "삼성전자", quantity: 12, sellableQuantity: 10, purchaseAmount: 3_240_000, brokerPrice: 272_000)])
        #expect(page.cash == AccountCash(deposit: 5_000_000, nextDay: 4_000_000, settled: 3_000_000, todayFees: 1234))
        #expect(page.next == KISPageContext(searchCondition: "F", key: "N1"))
        let malformed = json.replacingOccurrences(of: #""hldg_qty":"12""#, with: #""hldg_qty":"12주""#)
        #expect(throws: KISError.self) {
            try JSONDecoder().decode(KISBalanceResponseDTO.self, from: Data(malformed.utf8)).toPage(trCont: "D")
        }
    }
}
