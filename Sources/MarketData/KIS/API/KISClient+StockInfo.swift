// Asking KIS whether Nextrade trades a stock, through the same token and limiter as quotes.

import Domain
import Reactive

extension KISClient {
    /// Whether Nextrade trades `code` today, as KIS says (search-stock-info; real accounts only), or a `KISError`.
    func fetchNXTEligibility(of code: StockCode) -> Single<Bool> {
        authorized { token, credentials in KISEndPoints.searchStockInfo(code, token: token, credentials: credentials) }
            decode: { response in try response.isNXTEligible() }
    }
}
