// Tests of config.json loading: every key, defaults, unknown keys, bad values, credentials and file modes.

import Glibc
import Storage
import Testing

@Suite struct ConfigurationLoaderTests {
    private let folder = TemporaryDirectory()
    private var path: String { folder.file("config.json") }

    private func load(_ json: String, permissions: mode_t = 0o600, environment: [String: String] = [:]) throws -> ConfigurationLoadResult {
        try folder.write(json, to: "config.json", permissions: permissions)
        return ConfigurationLoader(environment: environment).load(from: path)
    }

    @Test func missingFileGivesTheDefaultsSilently() {
        let result = ConfigurationLoader(environment: [:]).load(from: path)
        #expect(result == ConfigurationLoadResult(configuration: Configuration(), messages: []))
        #expect(result.configuration.feed == .simulated)
        #expect(result.configuration.refreshInterval == 1)
        #expect(result.configuration.colourScheme == .korean)
        #expect(result.configuration.kis.accountType == .paper)
        #expect(result.configuration.kis.restHost == "https://openapivts.koreainvestment.com:29443")
        #expect(result.configuration.kis.credentials == nil)
    }

    @Test func readsEveryKey() throws {
        let result = try load("""
            {"feed": "kis", "refresh_seconds": 2.5, "colour_scheme": "western", "kis_account": "real",
             "kis_host": "http://127.0.0.1:8123/", "kis_app_key": "KEY-123", "kis_app_secret": "SECRET-456"}
            """)
        #expect(result.messages == [])
        #expect(result.configuration == Configuration(
            feed: .kis,
            refreshInterval: 2.5,
            colourScheme: .western,
            kis: KISSettings(accountType: .real, restHost: "http://127.0.0.1:8123", credentials: KISCredentials(appKey: "KEY-123", appSecret: "SECRET-456"))
        ))
    }

    @Test func theMouseKeyTurnsTheMouseOnAndOtherValuesAreRefused() throws {
        #expect(Configuration().mouse == false)
        let on = try load(#"{"mouse": true}"#)
        #expect(on.configuration.mouse == true)
        #expect(on.messages == [])
        let refused = try load(#"{"mouse": "yes"}"#)
        #expect(refused.configuration.mouse == false)
        #expect(refused.messages == ["\(path): \"mouse\" must be true or false, not \"yes\"; using false."])
    }

    @Test func theAccountTypeChoosesTheDefaultHost() throws {
        let result = try load(#"{"kis_account": "real", "colour_scheme": "none"}"#)
        #expect(result.configuration.kis.restHost == "https://openapi.koreainvestment.com:9443")
        #expect(result.configuration.colourScheme == .none)
        #expect(result.messages == [])
    }

    @Test func unknownKeysAreNamedAndIgnored() throws {
        let result = try load(#"{"feed": "simulated", "colour": "red", "color_scheme": "western"}"#)
        #expect(result.configuration == Configuration())
        #expect(result.messages.count == 2)
        #expect(result.messages[0].contains("unknown key \"color_scheme\""))
        #expect(result.messages[1].contains("unknown key \"colour\""))
        #expect(result.messages[0].contains("colour_scheme"), "lists the known keys")
    }

    @Test(arguments: [
        (#"{"feed": "bloomberg"}"#, "\"feed\" must be one of simulated, kis, not \"bloomberg\"; using simulated."),
        (#"{"feed": 1}"#, "\"feed\" must be one of simulated, kis, not 1"),
        (#"{"colour_scheme": "purple"}"#, "\"colour_scheme\" must be one of korean, western, none, not \"purple\"; using korean."),
        (#"{"kis_account": "demo"}"#, "\"kis_account\" must be one of real, paper, not \"demo\"; using paper."),
        (#"{"refresh_seconds": 0}"#, "\"refresh_seconds\" must be a number of seconds from 0.1 to 3600, not 0; using 1."),
        (#"{"refresh_seconds": "5"}"#, "not \"5\""),
        (#"{"refresh_seconds": 86400}"#, "not 86400"),
        (#"{"kis_host": "http://example.com"}"#, "\"kis_host\" must be an https:// URL"),
        (#"{"kis_host": "https://example.com/api"}"#, "\"kis_host\" must be an https:// URL"),
        (#"{"kis_host": "openapi.koreainvestment.com"}"#, "\"kis_host\" must be an https:// URL"),
        (#"{"kis_host": true}"#, "not true"),
        (#"{"kis_app_key": 12345, "kis_app_secret": "s"}"#, "\"kis_app_key\" must be non-empty text"),
    ])
    func badValueIsNamedAndTheDefaultKept(json: String, expected: String) throws {
        let result = try load(json)
        #expect(result.configuration.feed == .simulated)
        #expect(result.configuration.refreshInterval == 1)
        #expect(result.configuration.colourScheme == .korean)
        #expect(result.configuration.kis.accountType == .paper)
        #expect(result.configuration.kis.restHost == KISAccountType.paper.defaultRESTHost)
        #expect(result.messages.first?.hasPrefix(path) == true)
        #expect(result.messages.first?.contains(expected) == true, "\(result.messages)")
    }

    @Test func badValuesDoNotSpoilTheGoodOnes() throws {
        let result = try load(#"{"feed": "nope", "refresh_seconds": 5, "colour_scheme": "western"}"#)
        #expect(result.configuration.refreshInterval == 5)
        #expect(result.configuration.colourScheme == .western)
        #expect(result.messages.count == 1)
    }

    @Test(arguments: ["{not json", "[1, 2]", "\"simulated\"", ""])
    func unreadableJSONGivesTheDefaultsAndSaysSo(json: String) throws {
        let result = try load(json)
        #expect(result.configuration == Configuration())
        #expect(result.messages.count == 1)
        #expect(result.messages[0].contains(path) && result.messages[0].contains("using the default settings"))
    }

    @Test func aSyntaxErrorIsReportedWithItsLineAndColumn() throws {
        let result = try load("{\"refresh_seconds\": 2,\n \"colour_scheme\": \"western\" \"feed\": \"kis\"}")
        #expect(result.configuration == Configuration())
        #expect(result.messages == ["\(path) is not valid JSON (line 2, column 29: expected , or }); using the default settings."])
    }

    @Test func credentialsInAFileOthersCanReadAreRefused() throws {
        let result = try load(#"{"kis_app_key": "KEY-123", "kis_app_secret": "SECRET-456"}"#, permissions: 0o644)
        #expect(result.configuration.kis.credentials == nil)
        #expect(result.messages.count == 1)
        #expect(result.messages[0].contains("mode 644"))
        #expect(result.messages[0].contains("chmod 600 \(path)"))
        #expect(result.messages[0].contains("KIS_APP_KEY and KIS_APP_SECRET"))
        #expect(!result.messages.joined().contains("KEY-123") && !result.messages.joined().contains("SECRET-456"))
    }

    @Test func aGroupReadableFileIsRefusedToo() throws {
        let result = try load(#"{"kis_app_key": "k", "kis_app_secret": "s"}"#, permissions: 0o640)
        #expect(result.configuration.kis.credentials == nil)
        #expect(result.messages.first?.contains("mode 640") == true)
    }

    @Test func settingsOtherThanCredentialsAreReadFromAnyMode() throws {
        let result = try load(#"{"colour_scheme": "western"}"#, permissions: 0o644)
        #expect(result.configuration.colourScheme == .western)
        #expect(result.messages == [])
    }

    @Test func environmentCredentialsWinOverTheFile() throws {
        let result = try load(
            #"{"feed": "kis", "kis_app_key": "file-key", "kis_app_secret": "file-secret"}"#,
            environment: ["KIS_APP_KEY": "env-key", "KIS_APP_SECRET": "env-secret"]
        )
        #expect(result.configuration.kis.credentials == KISCredentials(appKey: "env-key", appSecret: "env-secret"))
        #expect(result.messages == [])
    }

    @Test func environmentCredentialsNeedNoFile() {
        let result = ConfigurationLoader(environment: ["KIS_APP_KEY": "k", "KIS_APP_SECRET": "s"]).load(from: path)
        #expect(result.configuration.kis.credentials == KISCredentials(appKey: "k", appSecret: "s"))
    }

    @Test func halfACredentialPairIsReported() throws {
        let fromEnvironment = ConfigurationLoader(environment: ["KIS_APP_KEY": "k"]).load(from: path)
        #expect(fromEnvironment.configuration.kis.credentials == nil)
        #expect(fromEnvironment.messages == ["KIS_APP_KEY is set but KIS_APP_SECRET is not; set both (the environment variables were ignored)."])
        let fromFile = try load(#"{"kis_app_secret": "s"}"#)
        #expect(fromFile.configuration.kis.credentials == nil)
        #expect(fromFile.messages.first?.contains("must be given together") == true)
    }

    @Test func theKISFeedWithoutCredentialsSaysWhatToSet() throws {
        let result = try load(#"{"feed": "kis"}"#)
        #expect(result.configuration.feed == .kis)
        #expect(result.messages.count == 1)
        #expect(result.messages[0].contains("set KIS_APP_KEY and KIS_APP_SECRET"))
    }

    @Test func credentialsNeverShowInPrintedText() throws {
        let result = try load(#"{"kis_app_key": "KEY-123", "kis_app_secret": "SECRET-456"}"#)
        let credentials = try #require(result.configuration.kis.credentials)
        var dumped = ""
        dump(result, to: &dumped)
        for text in ["\(result)", String(reflecting: result), "\(credentials)", String(reflecting: credentials), dumped] {
            #expect(!text.contains("KEY-123") && !text.contains("SECRET-456"), "\(text)")
        }
        #expect("\(credentials)" == "KISCredentials(redacted)")
    }
}
