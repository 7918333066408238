// Tests of what the program writes on standard error: one prefix, every line sanitised.

import Foundation
import Glibc
import Storage
import Testing
@testable import StockWatchAppCore

@Suite struct StockWatchApplicationTests {
    @Test func anErrorMessageLosesItsControlsButKeepsItsLines() {
        let text = StockWatchApplication.errorText("/tmp/x/config.json: unknown key \"\u{1B}[2Jcolour\u{9B}1m\" was ignored\nTry 'stockwatch --help'")
        #expect(text == "stockwatch: /tmp/x/config.json: unknown key \"colour\" was ignored\nTry 'stockwatch --help'\n")
    }

    @Test func aC1ControlFromTheNetworkIsRemoved() {
        #expect(StockWatchApplication.errorText("no quotes: 기간이 만료된 token\u{85}입니다\u{9D}0;x\u{07}") == "stockwatch: no quotes: 기간이 만료된 token 입니다\n")
    }
}

/// The credentials problem is said once: by the settings when the file's keys were ignored, else by the launch error.
@Suite struct CredentialsMessageTests {
    /// The settings loaded from a config file holding `json` with `mode`, and the app settings for `--feed kis`.
    private func loaded(_ json: String, mode: mode_t) throws -> (ConfigurationLoadResult, AppSettings) {
        let path = NSTemporaryDirectory() + "stockwatch-credentials-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).json"
        defer { unlink(path) }
        try json.write(toFile: path, atomically: false, encoding: .utf8)
        chmod(path, mode)
        let result = ConfigurationLoader(environment: [:]).load(from: path)
        return (result, AppSettings(options: LaunchOptions(feed: .kis), configuration: result.configuration, defaultSeed: 1))
    }

    @Test func keysInAFileOthersCanReadAreExplainedOnceNotThreeTimes() throws {
        let (result, settings) = try loaded(#"{"feed": "kis", "kis_app_key": "k", "kis_app_secret": "s"}"#, mode: 0o644)
        let said = StockWatchApplication.failureMessages(result.messages, then: .kisCredentialsMissing(configFile: "c"), settings: settings)
        #expect(said.count == 1, "\(said)")
        #expect(said.first?.contains("chmod 600") == true)
    }

    @Test func withoutAnyKeyTheLaunchErrorSaysWhatToSetOnce() throws {
        let (result, settings) = try loaded(#"{"feed": "kis"}"#, mode: 0o600)
        let said = StockWatchApplication.failureMessages(result.messages, then: .kisCredentialsMissing(configFile: "c"), settings: settings)
        #expect(said.count == 1, "\(said)")
        #expect(said.first?.contains("KIS_APP_KEY") == true)
    }
}
