// Tests of a paper account's market-data key: read like the app key (environment first, a private file),
// refused beside a real account or with half a pair, redacted, and its test-server hosts.

import Glibc
import Storage
import Testing

@Suite struct MarketDataKeyConfigurationTests {
    private let folder = TemporaryDirectory()
    private static let paperWithKey = #"{"kis_account": "paper", "kis_market_data_app_key": "md-app", "kis_market_data_app_secret": "md-app-secret"}"#

    private func load(_ json: String, permissions: mode_t = 0o600, environment: [String: String] = [:]) throws -> ConfigurationLoadResult {
        try folder.write(json, to: "config.json", permissions: permissions)
        return ConfigurationLoader(environment: environment).load(from: folder.file("config.json"))
    }

    @Test func aPaperAccountsPrivateFileGivesTheKeyBesideTheAccountsOwn() throws {
        let result = try load(Self.paperWithKey, environment: ["KIS_APP_KEY": "paper-app", "KIS_APP_SECRET": "paper-app-secret"])
        #expect(result.messages == [])
        let kis = result.configuration.kis
        #expect(kis.marketDataAppKey == "md-app" && kis.marketDataAppSecret == "md-app-secret" && kis.hasMarketDataKey)
        #expect(kis.appKey == "paper-app" && kis.appSecret == "paper-app-secret")
        #expect(kis.marketDataHost == nil && kis.marketDataWebSocketURL == nil)
    }

    @Test func theEnvironmentWinsOverTheFile() throws {
        let environment = ["KIS_MARKET_DATA_APP_KEY": "env-md", "KIS_MARKET_DATA_APP_SECRET": "env-md-secret"]
        let kis = try load(Self.paperWithKey, environment: environment).configuration.kis
        #expect(kis.marketDataAppKey == "env-md" && kis.marketDataAppSecret == "env-md-secret")
    }

    @Test func aRealAccountIgnoresItAndSaysWhy() throws {
        let result = try load(#"{"kis_account": "real", "kis_market_data_app_key": "md-app", "kis_market_data_app_secret": "md-app-secret"}"#)
        #expect(!result.configuration.kis.hasMarketDataKey)
        #expect(result.messages.count == 1 && result.messages[0].contains("is for a paper account"), "\(result.messages)")
    }

    @Test func aFileOthersCanReadGivesNoKey() throws {
        let result = try load(Self.paperWithKey, permissions: 0o644)
        #expect(!result.configuration.kis.hasMarketDataKey)
        #expect(result.messages.contains { $0.contains("other users can read it") })
    }

    @Test func halfAPairIsReportedAndIgnored() throws {
        let file = try load(#"{"kis_market_data_app_key": "md-app"}"#)
        #expect(!file.configuration.kis.hasMarketDataKey)
        #expect(file.messages == ["\(folder.file("config.json")): \"kis_market_data_app_key\" and \"kis_market_data_app_secret\" must be given together; the one given was ignored."])
        let environment = try load("{}", environment: ["KIS_MARKET_DATA_APP_SECRET": "s"])
        #expect(environment.messages == ["KIS_MARKET_DATA_APP_SECRET is set but KIS_MARKET_DATA_APP_KEY is not; set both (the environment variables were ignored)."])
    }

    @Test func itsTestServerHostsAreReadUnderTheAppKeysRules() throws {
        let result = try load(#"{"kis_market_data_host": "http://127.0.0.1:8123/", "kis_market_data_websocket_url": "ws://127.0.0.1:8123/ws"}"#)
        #expect(result.messages == [])
        #expect(result.configuration.kis.marketDataHost == "http://127.0.0.1:8123")
        #expect(result.configuration.kis.marketDataWebSocketURL == "ws://127.0.0.1:8123/ws")
        let refused = try load(#"{"kis_market_data_host": "http://example.com", "kis_market_data_websocket_url": "https://x"}"#)
        #expect(refused.configuration.kis.marketDataHost == nil && refused.configuration.kis.marketDataWebSocketURL == nil)
        #expect(refused.messages.count == 2 && refused.messages.allSatisfy { $0.contains("kis_market_data_") }, "\(refused.messages)")
    }

    @Test func theKeyNeverShowsInPrintedText() throws {
        let settings = try load(Self.paperWithKey).configuration.kis
        for text in [String(describing: settings), String(reflecting: settings), "\(Mirror(reflecting: settings).children.map { "\($0.value)" })"] {
            #expect(!text.contains("md-app"), "\(text)")
        }
        #expect(String(describing: settings).contains("marketDataKey: redacted"))
    }
}
