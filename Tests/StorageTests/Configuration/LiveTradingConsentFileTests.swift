// The live-trading consent in config.json: recorded 0600 beside every other key, read back at the next
// launch, and a value StockWatch did not write ignored with a message (live orders then ask again).

import Domain
import Foundation
import Storage
import Testing

@Suite struct LiveTradingConsentFileTests {
    private let folder = TemporaryDirectory()

    private func load() -> ConfigurationLoadResult {
        ConfigurationLoader(environment: [:]).load(from: folder.file("config.json"))
    }

    @Test func aRecordedConsentIsKeptWithTheOtherKeysAndReadAtTheNextLaunch() throws {
        try folder.write(#"{"trading": "live", "kis_account_number": "50123456-01"}"#, to: "config.json", permissions: 0o600)
        let store = LiveTradingConsentFile(path: folder.file("config.json"), loaded: load().configuration.liveTradingConsent)
        #expect(store.consent == nil)
        try store.record(#require(LiveTradingConsent(account: "5012345601", givenAt: "2026-12-06 20:51 KST")))
        #expect(store.consent?.account == "50123456-01")
        let again = load()
        #expect(again.messages.isEmpty)
        #expect(again.configuration.liveTradingConsent == LiveTradingConsent(account: "50123456-01", givenAt: "2026-12-06 20:51 KST"))
        #expect(again.configuration.trading == .live && again.configuration.kis.accountNumber == "50123456-01")
        let mode = try FileManager.default.attributesOfItem(atPath: folder.file("config.json"))[.posixPermissions] as? Int
        #expect(mode == 0o600)
    }

    @Test func aConsentStockWatchDidNotWriteIsIgnoredWithAMessage() throws {
        try folder.write(#"{"trading_live_consent": "yes"}"#, to: "config.json", permissions: 0o600)
        let result = load()
        #expect(result.configuration.liveTradingConsent == nil)
        #expect(result.messages.contains { $0.contains("\"trading_live_consent\" is not a consent StockWatch recorded") })
    }

    @Test func aDamagedConfigKeepsNoConsentAndSaysWhy() throws {
        try folder.write("{\"trading\": ", to: "config.json", permissions: 0o600)
        let store = LiveTradingConsentFile(path: folder.file("config.json"), loaded: nil)
        #expect(throws: LiveTradingConsentError.self) { try store.record(#require(LiveTradingConsent(account: "50123456-01", givenAt: "now"))) }
        #expect(store.consent == nil)
        #expect(try String(contentsOfFile: folder.file("config.json"), encoding: .utf8) == "{\"trading\": ")
    }
}
