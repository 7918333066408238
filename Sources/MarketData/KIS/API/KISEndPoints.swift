// The KIS REST calls the client makes (token, quotes; the chart calls build on `quotation`), with exactly the path, headers and query KIS expects.

import Domain
import FoundationEssentials
import Networking

/// Builds the KIS end points (see KIS.md).
enum KISEndPoints {
    static let tokenPath = "/oauth2/tokenP"
    static let inquirePricePath = "/uapi/domestic-stock/v1/quotations/inquire-price"
    /// The transaction id of inquire-price, the same on real and paper hosts.
    static let inquirePriceTransaction = "FHKST01010100"

    /// Writes request bodies with their keys in a fixed order, so a request is always sent the same way.
    private static let sortedKeysEncoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return encoder
    }()

    /// `POST /oauth2/tokenP` with the client-credentials body.
    static func issueToken(_ credentials: KISCredentials) -> EndPoint<KISTokenResponseDTO> {
        let body = [
            "grant_type": "client_credentials",
            "appkey": credentials.appKey,
            "appsecret": credentials.appSecret,
        ]
        return EndPoint(
            path: tokenPath,
            method: .post,
            headers: ["content-type": "application/json; charset=utf-8"],
            body: try? sortedKeysEncoder.encode(body),
            errorBodyPolicy: .decode
        )
    }

    /// `GET inquire-price` for `code` on KRX (`FID_COND_MRKT_DIV_CODE=J`).
    static func inquirePrice(
        _ code: StockCode, token: KISAccessToken, credentials: KISCredentials
    ) -> EndPoint<KISInquirePriceResponseDTO> {
        quotation(
            path: inquirePricePath, transaction: inquirePriceTransaction,
            query: [("FID_COND_MRKT_DIV_CODE", "J"), ("FID_INPUT_ISCD", code.rawValue)],
            token: token, credentials: credentials
        )
    }

    /// A `GET` of KIS's domestic quotation API: `query` in the given order, the token, keys and `tr_id` in headers.
    static func quotation<Response: Decodable>(
        path: String, transaction: String, query: [(name: String, value: String)], token: KISAccessToken, credentials: KISCredentials
    ) -> EndPoint<Response> {
        EndPoint(
            path: path,
            method: .get,
            queryItems: query.map { URLQueryItem(name: $0.name, value: $0.value) },
            headers: [
                "content-type": "application/json; charset=utf-8",
                "authorization": "Bearer \(token.value)",
                "appkey": credentials.appKey,
                "appsecret": credentials.appSecret,
                "tr_id": transaction,
                "custtype": "P",
            ],
            errorBodyPolicy: .decode
        )
    }
}
