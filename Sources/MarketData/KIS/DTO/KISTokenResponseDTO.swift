// The answer of POST /oauth2/tokenP: a token with its expiry, or error_code / error_description.

import Domain
import FoundationEssentials
import Networking

/// `{"access_token":"…","token_type":"Bearer","expires_in":86400,"access_token_token_expired":"2026-01-02 09:00:00"}`
/// or, on failure, `{"error_code":"EGW00133","error_description":"…"}`.
struct KISTokenResponseDTO: Decodable, APIFailureReporting {
    let accessToken: String?
    let expiresIn: Int?
    /// "YYYY-MM-DD HH:MM:SS", Korea time.
    let expiry: String?
    let errorCode: String?
    let errorDescription: String?

    private enum CodingKeys: String, CodingKey {
        case accessToken = "access_token"
        case expiresIn = "expires_in"
        case expiry = "access_token_token_expired"
        case errorCode = "error_code"
        case errorDescription = "error_description"
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        accessToken = try container.decodeIfPresent(String.self, forKey: .accessToken)
        expiry = try container.decodeIfPresent(String.self, forKey: .expiry)
        errorCode = try container.decodeIfPresent(String.self, forKey: .errorCode)
        errorDescription = try container.decodeIfPresent(String.self, forKey: .errorDescription)
        if let seconds = try? container.decodeIfPresent(Int.self, forKey: .expiresIn) {
            expiresIn = seconds
        } else {
            expiresIn = try container.decodeIfPresent(String.self, forKey: .expiresIn).flatMap { Int($0) }
        }
    }

    var apiFailure: (code: String, message: String)? {
        errorCode.map { ($0, errorDescription ?? "") }
    }

    /// The token, valid until the earlier of `access_token_token_expired` and `issuedAt + expires_in`
    /// (24 hours when KIS gives neither).
    func toDomain(issuedAt: Date) throws(KISError) -> KISAccessToken {
        guard let accessToken, !accessToken.isEmpty else {
            throw .tokenIssueFailed(.decoding(type: "KISTokenResponseDTO", detail: "missing key access_token"))
        }
        let byDuration = issuedAt.addingTimeInterval(TimeInterval(expiresIn ?? 86_400))
        let byDate = expiry.flatMap(Self.koreaTime)
        return KISAccessToken(value: accessToken, issuedAt: issuedAt, expiresAt: min(byDuration, byDate ?? byDuration))
    }

    /// Parses "YYYY-MM-DD HH:MM:SS" in Asia/Seoul (UTC+9, no daylight saving).
    static func koreaTime(_ text: String) -> Date? {
        let parts = text.split(whereSeparator: { $0 == "-" || $0 == " " || $0 == ":" }).compactMap { Int($0) }
        guard parts.count == 6 else { return nil }
        var components = DateComponents()
        (components.year, components.month, components.day) = (parts[0], parts[1], parts[2])
        (components.hour, components.minute, components.second) = (parts[3], parts[4], parts[5])
        return KoreaTime.calendar.date(from: components)
    }
}
