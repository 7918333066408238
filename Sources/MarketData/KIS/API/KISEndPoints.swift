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
