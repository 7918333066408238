// Credentials come from the environment or any injected source and never appear in any text.

import Foundation
import MarketData
import Testing

@Suite struct KISCredentialsTests {
    private let secretKey = "PSabcdefSECRETKEY123"
    private let secretValue = "very-secret-app-secret-value"

    @Test func readFromTheEnvironment() throws {
        let credentials = try KISCredentials(environment: ["KIS_APP_KEY": " \(secretKey)\n", "KIS_APP_SECRET": secretValue])
        #expect(credentials.appKey == secretKey)
        #expect(credentials.appSecret == secretValue)
    }

    @Test(arguments: [[:], ["KIS_APP_KEY": "k"], ["KIS_APP_SECRET": "s"], ["KIS_APP_KEY": " ", "KIS_APP_SECRET": "s"]])
    func missingPartsAreAConfigurationError(environment: [String: String]) {
        #expect(throws: KISError.missingCredentials) { try KISCredentials(environment: environment) }
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
