// Decoding the token answer: expiry in Korea time, the error form, a missing token.

import Foundation
@testable import MarketData
import Networking
import Testing

@Suite struct KISTokenResponseDTOTests {
    private func decode(_ json: String) throws -> KISTokenResponseDTO {
        try JSONDecoder().decode(KISTokenResponseDTO.self, from: Data(json.utf8))
    }

    @Test func expiryIsReadInKoreaTime() throws {
        let issued = Date(timeIntervalSince1970: 1_767_312_000)  // 2026-01-02 00:00:00 UTC = 09:00 KST
        let dto = try decode(#"""
        {"access_token":"eyJ0eXAi","token_type":"Bearer","expires_in":86400,
         "access_token_token_expired":"2026-01-03 08:59:00"}
        """#)
        let token = try dto.toDomain(issuedAt: issued)
        #expect(token.value == "eyJ0eXAi")
        #expect(token.issuedAt == issued)
        #expect(token.expiresAt == issued.addingTimeInterval(86_400 - 60))
    }

    @Test func withoutAnExpiryDateExpiresInIsUsed() throws {
        let issued = Date(timeIntervalSince1970: 1_000)
        let token = try decode(#"{"access_token":"t","expires_in":"3600"}"#).toDomain(issuedAt: issued)
        #expect(token.expiresAt == issued.addingTimeInterval(3600))
    }

    @Test func errorFormReportsItsCode() throws {
        let dto = try decode(#"{"error_code":"EGW00133","error_description":"접근토큰 발급 잠시 후 다시 시도하세요(1분당 1회)"}"#)
        #expect(dto.apiFailure?.code == "EGW00133")
        #expect(dto.apiFailure?.message == "접근토큰 발급 잠시 후 다시 시도하세요(1분당 1회)")
    }

    @Test func aSuccessWithoutTokenIsADecodingError() throws {
        let dto = try decode(#"{"token_type":"Bearer"}"#)
        #expect(dto.apiFailure == nil)
        #expect(throws: KISError.tokenIssueFailed(.decoding(type: "KISTokenResponseDTO", detail: "missing key access_token"))) {
            try dto.toDomain(issuedAt: Date())
        }
    }
}
