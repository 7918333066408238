// KRX's after-hours single-price trades over REST: inquire-time-overtimeconclusion (주식현재가 시간외시간별체결).

import Domain
import Networking

extension KISEndPoints {
    static let overtimeConclusionPath = "/uapi/domestic-stock/v1/quotations/inquire-time-overtimeconclusion"
    /// The transaction id of inquire-time-overtimeconclusion, the same on real and paper hosts (KIS's sample
    /// `inquire_time_overtimeconclusion.py`; the paper Postman collection lists the call).
    static let overtimeConclusionTransaction = "FHPST02310000"

    /// `GET inquire-time-overtimeconclusion` for `code` on KRX (`J`), `FID_HOUR_CLS_CODE` `1` (시간외): the
    /// session's figures (`output1`) and its matches with their times (`output2`).
    static func overtimeConclusion(
        _ code: StockCode, token: KISAccessToken, credentials: KISCredentials
    ) -> EndPoint<KISChartResponseDTO<KISSinglePriceSummaryDTO, [KISSinglePriceTradeDTO]>> {
        quotation(
            path: overtimeConclusionPath, transaction: overtimeConclusionTransaction,
            query: [("FID_COND_MRKT_DIV_CODE", KISVenueChoice.marketCode(.krx)), ("FID_INPUT_ISCD", code.rawValue), ("FID_HOUR_CLS_CODE", "1")],
            token: token, credentials: credentials
        )
    }
}
