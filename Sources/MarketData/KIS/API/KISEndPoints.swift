// The two KIS REST calls the client makes, with exactly the path, headers and query KIS expects.

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

    /// `POST /oauth2/Approval`: the WebSocket approval key (note `secretkey`, not `appsecret`).
    static func issueApprovalKey(_ credentials: KISCredentials) -> EndPoint<KISApprovalResponseDTO> {
        let body = [
            "grant_type": "client_credentials",
            "appkey": credentials.appKey,
            "secretkey": credentials.appSecret,
        ]
        return EndPoint(
            path: approvalPath,
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
        EndPoint(
            path: inquirePricePath,
            method: .get,
            queryItems: [
                URLQueryItem(name: "FID_COND_MRKT_DIV_CODE", value: "J"),
                URLQueryItem(name: "FID_INPUT_ISCD", value: code.rawValue),
            ],
            headers: [
                "content-type": "application/json; charset=utf-8",
                "authorization": "Bearer \(token.value)",
                "appkey": credentials.appKey,
                "appsecret": credentials.appSecret,
                "tr_id": inquirePriceTransaction,
                "custtype": "P",
            ],
            errorBodyPolicy: .decode
        )
    }
}
