// The read-only KIS account calls (inquire-balance), with the exact tr_ids, query and paging headers KIS expects.

import Domain
import FoundationEssentials
import Networking

/// Builds the account inquiries under `/uapi/domestic-stock/v1/trading/` (see KIS.md, "The account").
/// Only inquiries: no order end point exists in this code.
enum KISAccountEndPoints {
    static let balancePath = "/uapi/domestic-stock/v1/trading/inquire-balance"
    /// inquire-balance's tr_id on a real account.
    static let realBalanceTransaction = "TTTC8434R"
    /// inquire-balance's tr_id on a paper (모의투자) account.
    static let paperBalanceTransaction = "VTTC8434R"

    /// One page of `account`'s holdings and cash (`INQR_DVSN=02`, by stock), the first when `page` is nil,
    /// otherwise the one `page` continues to (request header `tr_cont: N`).
    static func balance(
        _ account: KISAccountNumber, accountType: KISAccountType, page: KISPageContext?, token: KISAccessToken, credentials: KISCredentials
    ) -> EndPoint<KISBalanceResponseDTO> {
        KISEndPoints.quotation(
            path: balancePath, transaction: accountType == .real ? realBalanceTransaction : paperBalanceTransaction,
            query: [
                ("CANO", account.cano), ("ACNT_PRDT_CD", account.productCode), ("AFHR_FLPR_YN", "N"), ("OFL_YN", ""),
                ("INQR_DVSN", "02"), ("UNPR_DVSN", "01"), ("FUND_STTL_ICLD_YN", "N"), ("FNCG_AMT_AUTO_RDPT_YN", "N"),
                ("PRCS_DVSN", "00"), ("CTX_AREA_FK100", page?.searchCondition ?? ""), ("CTX_AREA_NK100", page?.key ?? ""),
            ],
            token: token, credentials: credentials,
            // KIS's sample sends an empty tr_cont on the first call; libcurl drops a header without a value, so none is sent.
            extraHeaders: page == nil ? [:] : ["tr_cont": "N"]
        )
    }
}
