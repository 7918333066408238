// The KIS chart and order-book calls: minute bars, daily bars and the 10-level order book (see KIS.md).

import DisplayText
import Domain
import FoundationEssentials
import Networking

/// Builds the quotation calls behind the detail view, on the stock's venue (`FID_COND_MRKT_DIV_CODE` `J`,
/// `NX` or `UN`: all three calls take each, see KIS.md "Round 3 facts").
enum KISChartEndPoints {
    static let minuteBarsPath = "/uapi/domestic-stock/v1/quotations/inquire-time-itemchartprice"
    static let minuteBarsTransaction = "FHKST03010200"
    static let dailyBarsPath = "/uapi/domestic-stock/v1/quotations/inquire-daily-itemchartprice"
    static let dailyBarsTransaction = "FHKST03010100"
    static let orderBookPath = "/uapi/domestic-stock/v1/quotations/inquire-asking-price-exp-ccn"
    static let orderBookTransaction = "FHKST01010200"

    typealias MinuteBarsResponse = KISChartResponseDTO<[String: String], [KISBarRowDTO]>
    typealias DailyBarsResponse = KISChartResponseDTO<[String: String], [KISBarRowDTO]>
    typealias OrderBookResponse = KISChartResponseDTO<[String: String], [String: String]>

    /// Up to 30 of today's minute bars of `code` up to `hour` (HHMMSS, Korea time), newest first.
    static func minuteBars(_ code: StockCode, on venue: Venue = .krx, hour: String, token: KISAccessToken, credentials: KISCredentials) -> EndPoint<MinuteBarsResponse> {
        KISEndPoints.quotation(
            path: minuteBarsPath, transaction: minuteBarsTransaction,
            query: [
                ("FID_ETC_CLS_CODE", ""), ("FID_COND_MRKT_DIV_CODE", KISVenueChoice.marketCode(venue)), ("FID_INPUT_ISCD", code.rawValue),
                ("FID_INPUT_HOUR_1", hour), ("FID_PW_DATA_INCU_YN", "N"),
            ],
            token: token, credentials: credentials
        )
    }

    /// Up to 100 daily bars of `code` from `from` through `through` (YYYYMMDD), newest first, adjusted prices.
    static func dailyBars(
        _ code: StockCode, on venue: Venue = .krx, from: String, through: String, token: KISAccessToken, credentials: KISCredentials
    ) -> EndPoint<DailyBarsResponse> {
        KISEndPoints.quotation(
            path: dailyBarsPath, transaction: dailyBarsTransaction,
            query: [
                ("FID_COND_MRKT_DIV_CODE", KISVenueChoice.marketCode(venue)), ("FID_INPUT_ISCD", code.rawValue), ("FID_INPUT_DATE_1", from),
                ("FID_INPUT_DATE_2", through), ("FID_PERIOD_DIV_CODE", "D"), ("FID_ORG_ADJ_PRC", "0"),
            ],
            token: token, credentials: credentials
        )
    }

    /// The order book of `code` with the auction's expected trade.
    static func orderBook(_ code: StockCode, on venue: Venue = .krx, token: KISAccessToken, credentials: KISCredentials) -> EndPoint<OrderBookResponse> {
        KISEndPoints.quotation(
            path: orderBookPath, transaction: orderBookTransaction,
            query: [("FID_COND_MRKT_DIV_CODE", KISVenueChoice.marketCode(venue)), ("FID_INPUT_ISCD", code.rawValue)],
            token: token, credentials: credentials
        )
    }

    /// `date` on a Korean wall clock as YYYYMMDD.
    static func dayText(_ date: Date) -> String {
        let parts = KoreaTime.calendar.dateComponents([.year, .month, .day], from: date)
        return FixedPointText.zeroPadded(parts.year ?? 0, width: 4) + FixedPointText.zeroPadded(parts.month ?? 0, width: 2)
            + FixedPointText.zeroPadded(parts.day ?? 0, width: 2)
    }

    /// `date` on a Korean wall clock as HHMMSS.
    static func hourText(_ date: Date) -> String {
        let parts = KoreaTime.calendar.dateComponents([.hour, .minute, .second], from: date)
        return FixedPointText.zeroPadded(parts.hour ?? 0, width: 2) + FixedPointText.zeroPadded(parts.minute ?? 0, width: 2)
            + FixedPointText.zeroPadded(parts.second ?? 0, width: 2)
    }
}
