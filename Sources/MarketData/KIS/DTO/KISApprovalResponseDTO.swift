// The answer of POST /oauth2/Approval: the WebSocket approval key, or error_code / error_description.

import FoundationEssentials
import Networking

/// `{"approval_key":"…"}` or, on failure, `{"error_code":"EGW00103","error_description":"…"}`.
struct KISApprovalResponseDTO: Decodable, APIFailureReporting {
    let approvalKey: String?
    let errorCode: String?
    let errorDescription: String?

    private enum CodingKeys: String, CodingKey {
        case approvalKey = "approval_key"
        case errorCode = "error_code"
        case errorDescription = "error_description"
    }

    var apiFailure: (code: String, message: String)? {
        errorCode.map { ($0, errorDescription ?? "") }
    }

    /// The key issued at `issuedAt`, good for `validity` seconds (KIS: 24 hours).
    func toDomain(issuedAt: Date, validity: TimeInterval) throws(KISError) -> KISAccessToken {
        guard let approvalKey, !approvalKey.isEmpty else {
            throw .network(.decoding(type: "KISApprovalResponseDTO", detail: "missing key approval_key"))
        }
        return KISAccessToken(value: approvalKey, issuedAt: issuedAt, expiresAt: issuedAt.addingTimeInterval(validity))
    }
}
