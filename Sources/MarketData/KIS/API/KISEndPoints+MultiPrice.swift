// The batch quote call of real accounts: intstock-multprice (관심종목 멀티종목 시세조회), up to 30 codes a request.

import Domain
import Networking

extension KISEndPoints {
    static let multiPricePath = "/uapi/domestic-stock/v1/quotations/intstock-multprice"
    /// The transaction id of intstock-multprice (real accounts only).
    static let multiPriceTransaction = "FHKST11300006"
    /// The most codes one intstock-multprice request carries.
    static let multiPriceLimit = 30

    /// `GET intstock-multprice` for `codes`, each on its venue (KRX or Nextrade: the call takes `J` and
    /// `NX`, not `UN`): the pairs `FID_COND_MRKT_DIV_CODE_n` / `FID_INPUT_ISCD_n`, n from 1, only as many
    /// as there are codes (KIS refuses an empty pair); at most `multiPriceLimit` (the caller splits longer lists).
    static func intstockMultiPrice(
        _ codes: [StockCode], on venue: (StockCode) -> Venue = { _ in .krx }, token: KISAccessToken, credentials: KISCredentials
    ) -> EndPoint<KISMultiPriceResponseDTO> {
        let pairs = codes.prefix(multiPriceLimit).enumerated().flatMap { index, code in
            [("FID_COND_MRKT_DIV_CODE_\(index + 1)", KISVenueChoice.marketCode(venue(code))), ("FID_INPUT_ISCD_\(index + 1)", code.rawValue)]
        }
        return quotation(
            path: multiPricePath, transaction: multiPriceTransaction, query: pairs.map { (name: $0.0, value: $0.1) },
            token: token, credentials: credentials
        )
    }
}
