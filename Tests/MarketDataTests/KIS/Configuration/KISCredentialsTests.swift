// Credentials are trimmed, need both parts, and never appear in any text.

import Foundation
import MarketData
import Testing

@Suite struct KISCredentialsTests {
    private let secretKey = "PSabcdefSECRETKEY123"
    private let secretValue = "very-secret-app-secret-value"

    @Test func bothPartsAreTrimmed() throws {
        let credentials = try KISCredentials(appKey: " \(secretKey)\n", appSecret: secretValue)
        #expect(credentials.appKey == secretKey)
        #expect(credentials.appSecret == secretValue)
    }

    @Test(arguments: [("", ""), ("k", ""), ("", "s"), (" ", "s")])
    func missingPartsAreAConfigurationError(key: String, secret: String) {
        #expect(throws: KISError.missingCredentials) { try KISCredentials(appKey: key, appSecret: secret) }
    }

    @Test func everyTextualFormIsRedacted() throws {
        let credentials = try KISCredentials(appKey: secretKey, appSecret: secretValue)
        var dumped = ""
        dump(credentials, to: &dumped)
        let texts = [
            "\(credentials)", String(describing: credentials), String(reflecting: credentials), dumped,
            "\([credentials])", "\(Optional(credentials) as Any)",
        ]
        for text in texts {
            #expect(!text.contains(secretKey) && !text.contains(secretValue) && !text.contains("SECRET"), "\(text)")
        }
    }
}
