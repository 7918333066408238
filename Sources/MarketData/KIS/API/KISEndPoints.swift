// The KIS REST calls the client makes (token, quotes, indices; the chart calls build on `quotation`), with exactly
// the path, headers and query KIS expects.

import DisplayText
import Domain
import FoundationEssentials
import Networking

/// Builds the KIS end points (see KIS.md).
enum KISEndPoints {
    static let tokenPath = "/oauth2/tokenP"
    static let approvalPath = "/oauth2/Approval"
    static let inquirePricePath = "/uapi/domestic-stock/v1/quotations/inquire-price"
    /// The transaction id of inquire-price, the same on real and paper hosts.
    static let inquirePriceTransaction = "FHKST01010100"
    static let inquireIndexPricePath = "/uapi/domestic-stock/v1/quotations/inquire-index-price"
    /// The transaction id of inquire-index-price.
    static let inquireIndexPriceTransaction = "FHPUP02100000"
    static let checkHolidayPath = "/uapi/domestic-stock/v1/quotations/chk-holiday"
    /// The transaction id of chk-holiday (국내휴장일조회, real accounts only).
    static let checkHolidayTransaction = "CTCA0903R"

    /// Writes request bodies with their keys in a fixed order, so a request is always sent the same way.
    private static let sortedKeysEncoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return encoder
    }()

    /// `POST /oauth2/tokenP` with the client-credentials body.
    static func issueToken(_ credentials: KISCredentials) -> EndPoint<KISTokenResponseDTO> {
        clientCredentialsPost(tokenPath, credentials, secretField: "appsecret")
    }

    /// `POST /oauth2/Approval`: the WebSocket approval key (note `secretkey`, not `appsecret`).
    static func issueApprovalKey(_ credentials: KISCredentials) -> EndPoint<KISApprovalResponseDTO> {
        clientCredentialsPost(approvalPath, credentials, secretField: "secretkey")
    }

    /// A client-credentials JSON POST to `path`, the secret under `secretField`.
    private static func clientCredentialsPost<Response>(
        _ path: String, _ credentials: KISCredentials, secretField: String
    ) -> EndPoint<Response> {
        let body = [
            "grant_type": "client_credentials",
            "appkey": credentials.appKey,
            secretField: credentials.appSecret,
        ]
        return EndPoint(
            path: path,
            method: .post,
            headers: ["content-type": "application/json; charset=utf-8"],
            body: try? sortedKeysEncoder.encode(body),
            errorBodyPolicy: .decode
        )
    }

    /// `GET inquire-price` for `code` on `venue` (`FID_COND_MRKT_DIV_CODE` `J` KRX, `NX` Nextrade, `UN` unified).
    static func inquirePrice(
        _ code: StockCode, on venue: Venue = .krx, token: KISAccessToken, credentials: KISCredentials
    ) -> EndPoint<KISInquirePriceResponseDTO> {
        quotation(
            path: inquirePricePath, transaction: inquirePriceTransaction,
            query: [("FID_COND_MRKT_DIV_CODE", KISVenueChoice.marketCode(venue)), ("FID_INPUT_ISCD", code.rawValue)],
            token: token, credentials: credentials
        )
    }

    /// A `GET` of KIS's domestic quotation API: `query` in the given order, the token, keys and `tr_id` in headers.
    /// `extraHeaders` are added to those (the account calls' `tr_cont`).
    static func quotation<Response: Decodable>(
        path: String, transaction: String, query: [(name: String, value: String)], token: KISAccessToken, credentials: KISCredentials,
        extraHeaders: [String: String] = [:]
    ) -> EndPoint<Response> {
        EndPoint(
            path: path,
            method: .get,
            queryItems: query.map { URLQueryItem(name: $0.name, value: $0.value) },
            headers: apiHeaders(transaction, token: token, credentials: credentials).merging(extraHeaders) { _, extra in extra },
            errorBodyPolicy: .decode
        )
    }

    /// `GET inquire-index-price` for `kind` on the index market (`FID_COND_MRKT_DIV_CODE=U`).
    static func inquireIndexPrice(
        _ kind: MarketIndexKind, token: KISAccessToken, credentials: KISCredentials
    ) -> EndPoint<KISIndexPriceResponseDTO> {
        quotation(
            path: inquireIndexPricePath, transaction: inquireIndexPriceTransaction,
            query: [("FID_COND_MRKT_DIV_CODE", "U"), ("FID_INPUT_ISCD", indexCode(of: kind))],
            token: token, credentials: credentials
        )
    }

    /// `GET chk-holiday` from `day` on (`BASS_DT` YYYYMMDD; the first page, about three weeks of dates).
    static func checkHoliday(
        from day: CalendarDay, token: KISAccessToken, credentials: KISCredentials
    ) -> EndPoint<KISHolidayResponseDTO> {
        let date = "\(day.year)\(FixedPointText.zeroPadded(day.month, width: 2))\(FixedPointText.zeroPadded(day.day, width: 2))"
        return quotation(
            path: checkHolidayPath, transaction: checkHolidayTransaction,
            query: [("BASS_DT", date), ("CTX_AREA_NK", ""), ("CTX_AREA_FK", "")],
            token: token, credentials: credentials
        )
    }

    /// KIS's code of each index (`FID_INPUT_ISCD`): 0001 KOSPI, 1001 KOSDAQ, 2001 KOSPI200.
    static func indexCode(of kind: MarketIndexKind) -> String {
        switch kind {
        case .kospi: return "0001"
        case .kosdaq: return "1001"
        case .kospi200: return "2001"
        }
    }

    /// The headers every API call sends (quotations, the account, orders): token, app key and secret, the transaction id.
    static func apiHeaders(_ transaction: String, token: KISAccessToken, credentials: KISCredentials) -> [String: String] {
        [
            "content-type": "application/json; charset=utf-8",
            "authorization": "Bearer \(token.value)",
            "appkey": credentials.appKey,
            "appsecret": credentials.appSecret,
            "tr_id": transaction,
            "custtype": "P",
        ]
    }
}
