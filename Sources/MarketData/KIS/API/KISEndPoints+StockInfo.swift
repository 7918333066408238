// The stock's basic facts (주식기본조회, search-stock-info): here, whether Nextrade trades it today.

import Domain
import Networking

extension KISEndPoints {
    static let stockInfoPath = "/uapi/domestic-stock/v1/quotations/search-stock-info"
    /// The transaction id of search-stock-info (real accounts only).
    static let stockInfoTransaction = "CTPF1002R"

    /// `GET search-stock-info` for `code`: `PRDT_TYPE_CD` 300 (shares, ETFs, ETNs, ELWs) and `PDNO` the code.
    static func searchStockInfo(_ code: StockCode, token: KISAccessToken, credentials: KISCredentials) -> EndPoint<KISStockInfoResponseDTO> {
        quotation(
            path: stockInfoPath, transaction: stockInfoTransaction, query: [("PRDT_TYPE_CD", "300"), ("PDNO", code.rawValue)],
            token: token, credentials: credentials
        )
    }
}
