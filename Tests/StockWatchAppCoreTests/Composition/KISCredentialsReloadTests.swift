// R's (and the KIS set-up's) settings reload: new keys of the same account type are taken; keys for the
// other account type (another host) are refused with a word to restart, and the client keeps its own.

import Domain
import Foundation
import MarketData
import Reactive
import Storage
import Testing
@testable import StockWatchAppCore

@Suite struct KISCredentialsReloadTests {
    private let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stockwatch-reload-\(UUID().uuidString)").path
    private let original = try! KISCredentials(appKey: "old-key", appSecret: "old-secret")

    /// A paper client, and a reload of a config.json holding `json`.
    private func reload(_ json: String) throws -> (KISCredentialsReload, KISClient) {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let file = folder + "/config.json"
        try Data(json.utf8).write(to: URL(fileURLWithPath: file))
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file)
        let client = try KISClient(host: .paper, credentials: original, cacheDirectory: nil, scheduler: SerialDispatchQueueScheduler(internalSerialQueueName: "test"))
        return (KISCredentialsReload(client: client, loader: ConfigurationLoader(environment: [:]), configFile: file), client)
    }

    @Test func newKeysOfTheSameAccountTypeAreTaken() throws {
        let (reload, client) = try reload(#"{"kis_account": "paper", "kis_app_key": "new-key", "kis_app_secret": "new-secret"}"#)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try reload.reload()
        #expect(client.use(original), "the client holds the new key: going back to the old one is a change")
    }

    @Test func keysForTheOtherAccountTypeAreRefusedWithAWordToRestart() throws {
        let (reload, client) = try reload(#"{"kis_account": "real", "kis_app_key": "real-key", "kis_app_secret": "real-secret"}"#)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(throws: FeedSettingsError(message: "kis_account is now \"real\", but this run uses KIS's paper host: restart StockWatch to use it.")) {
            try reload.reload()
        }
        #expect(!client.use(original), "the client kept its own key")
    }
}
