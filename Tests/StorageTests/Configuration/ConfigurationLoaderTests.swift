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
        #expect(result.configuration.colorScheme == .korean)
        #expect(result.configuration.kis == KISSettings(account: "paper", restHost: nil, appKey: nil, appSecret: nil))
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
            colorScheme: .western,
            kis: KISSettings(account: "real", restHost: "http://127.0.0.1:8123", appKey: "KEY-123", appSecret: "SECRET-456")
        ))
    }

    @Test func readsTheRealtimeKeys() throws {
        let result = try load(#"{"kis_websocket_url": "ws://127.0.0.1:31000/tryitout", "realtime": false}"#)
        #expect(result.messages == [])
        #expect(result.configuration.kisWebSocketURL == "ws://127.0.0.1:31000/tryitout")
        #expect(result.configuration.realtime == false)
        #expect(Configuration().realtime == true)
        #expect(Configuration().kisWebSocketURL == nil)
    }

    @Test func theVenueKeyChoosesWhichPriceARowShowsAndOtherValuesAreRefused() throws {
        #expect(Configuration().venue == .unified)
        let nxt = try load(#"{"venue": "nxt"}"#)
        #expect(nxt.configuration.venue == .nxt)
        #expect(nxt.messages == [])
        let refused = try load(#"{"venue": "NYSE"}"#)
        #expect(refused.configuration.venue == .unified)
        #expect(refused.messages == ["\(path): \"venue\" must be one of krx, nxt, unified, not \"NYSE\"; using unified."])
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

    @Test func notificationsAndFeeRatesAreReadAndBadValuesRefused() throws {
        #expect(Configuration().notifications == .both)
        #expect(Configuration().commissionPercent == 0 && Configuration().taxPercent == 0)
        let set = try load(#"{"notifications": "bell", "commission_percent": 0.015, "tax_percent": 0.18}"#)
        #expect(set.configuration.notifications == .bell)
        #expect(set.configuration.commissionPercent == 0.015 && set.configuration.taxPercent == 0.18)
        #expect(set.messages == [])
        let refused = try load(#"{"notifications": "loud", "tax_percent": 50}"#)
        #expect(refused.configuration.notifications == .both)
        #expect(refused.configuration.taxPercent == 0)
        #expect(refused.messages.count == 2)
        #expect(refused.messages.contains { $0.contains("\"notifications\" must be one of bell, osc, both, off") })
        #expect(refused.messages.contains { $0.contains("\"tax_percent\" must be a percentage from 0 to 10") })
    }

    @Test func theAccountIsKeptAsReadAndTheHostLeftToTheAppWhenNotSet() throws {
        let result = try load(#"{"kis_account": "real", "colour_scheme": "none"}"#)
        #expect(result.configuration.kis.account == "real")
        #expect(result.configuration.kis.restHost == nil)
        #expect(result.configuration.colorScheme == .none)
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

    @Test func manyUnknownKeysAreSummarisedAfterTheFirstFive() throws {
        let keys = (0..<700_000).map { "\"k\($0)\": 0" }.joined(separator: ", ")
        let result = try load("{\"feed\": \"kis\", " + keys + "}")
        #expect(result.configuration.feed == .kis, "the known key is still applied")
        let unknownLines = result.messages.filter { $0.contains("unknown key") }
        #expect(unknownLines.count == 6)
        #expect(unknownLines.prefix(5).map { $0.contains("unknown key \"k") } == Array(repeating: true, count: 5))
        #expect(unknownLines.last == "\(path): and 699995 more unknown keys were ignored.")
    }

    @Test func aFIFOInPlaceOfTheFileIsReportedInsteadOfWaitedOn() throws {
        #expect(mkfifo(path, 0o600) == 0)
        let result = try finishing(within: 5) { [path] in ConfigurationLoader(environment: [:]).load(from: path) }
        #expect(result.configuration == Configuration())
        #expect(result.messages == ["Could not read \(path): it is a FIFO (named pipe), not a regular file; remove it or put a regular file there; using the default settings."])
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
        (#"{"kis_websocket_url": "http://127.0.0.1:21000"}"#, "\"kis_websocket_url\" must be a ws:// URL"),
        (#"{"kis_websocket_url": 5}"#, "\"kis_websocket_url\" must be a ws:// URL"),
        (#"{"realtime": "off"}"#, "\"realtime\" must be true or false, not \"off\"; using true."),
    ])
    func badValueIsNamedAndTheDefaultKept(json: String, expected: String) throws {
        let result = try load(json)
        #expect(result.configuration.feed == .simulated)
        #expect(result.configuration.refreshInterval == 1)
        #expect(result.configuration.colorScheme == .korean)
        #expect(result.configuration.kis.account == "paper")
        #expect(result.configuration.kis.restHost == nil)
        #expect(result.messages.first?.hasPrefix(path) == true)
        #expect(result.messages.first?.contains(expected) == true, "\(result.messages)")
    }

    @Test func readsTheKISAccountNumberAndHTSID() throws {
        let result = try load(#"{"kis_account_number": "50123456-01", "kis_hts_id": "my_hts01"}"#)
        #expect(result.messages == [])
        #expect(result.configuration.kis.accountNumber == "50123456-01" && result.configuration.kis.htsID == "my_hts01")
        #expect(!"\(result.configuration)".contains("50123456"))
        #expect(try load(#"{"kis_account_number": "5012345601"}"#).configuration.kis.accountNumber == "5012345601")
    }

    @Test(arguments: [
        (#"{"kis_account_number": "5012345-601"}"#, "\"kis_account_number\" must be the account's 8-2 digits"),
        (#"{"kis_account_number": "50123456-1"}"#, "\"kis_account_number\" must be the account's 8-2 digits"),
        (#"{"kis_account_number": "5O123456-01"}"#, "\"kis_account_number\" must be the account's 8-2 digits"),
        (#"{"kis_account_number": 5012345601}"#, "\"kis_account_number\" must be text"),
        (#"{"kis_hts_id": ""}"#, "\"kis_hts_id\" must be the HTS ID"),
        (#"{"kis_hts_id": "has space"}"#, "\"kis_hts_id\" must be the HTS ID"),
    ])
    func aBadAccountFieldIsNamedIgnoredAndNeverRepeated(json: String, expected: String) throws {
        let result = try load(json)
        #expect(result.configuration.kis.accountNumber == nil && result.configuration.kis.htsID == nil)
        #expect(result.messages.count == 1 && result.messages.first?.contains(expected) == true, "\(result.messages)")
        let given = json.split(separator: ":").last.map { $0.filter { !"\"} ".contains($0) } } ?? ""
        #expect(given.isEmpty || result.messages.first?.contains(given) == false, "\(given)")
    }

    @Test func badValuesDoNotSpoilTheGoodOnes() throws {
        let result = try load(#"{"feed": "nope", "refresh_seconds": 5, "colour_scheme": "western"}"#)
        #expect(result.configuration.refreshInterval == 5)
        #expect(result.configuration.colorScheme == .western)
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

    /// The attack trial: valid JSON whose number no Double holds was called "not valid JSON (DecodingError…)".
    @Test(arguments: ["{\"refresh_seconds\": 1e400}", "{\"x\": [1, -1e999]}"])
    func aNumberOutOfRangeIsReportedPlainly(json: String) throws {
        let result = try load(json)
        #expect(result.configuration == Configuration())
        #expect(result.messages == ["\(path) holds a value that cannot be read (a number too large, or a \\u escape of half a character); using the default settings."])
    }

    @Test func credentialsInAFileOthersCanReadAreRefused() throws {
        let result = try load(#"{"kis_app_key": "KEY-123", "kis_app_secret": "SECRET-456"}"#, permissions: 0o644)
        #expect(result.configuration.kis.hasCredentials == false)
        #expect(result.messages.count == 1)
        #expect(result.messages[0].contains("mode 644"))
        #expect(result.messages[0].contains("chmod 600 \(path)"))
        #expect(result.messages[0].contains("KIS_APP_KEY and KIS_APP_SECRET"))
        #expect(!result.messages.joined().contains("KEY-123") && !result.messages.joined().contains("SECRET-456"))
    }

    @Test func aGroupReadableFileIsRefusedToo() throws {
        let result = try load(#"{"kis_app_key": "k", "kis_app_secret": "s"}"#, permissions: 0o640)
        #expect(result.configuration.kis.hasCredentials == false)
        #expect(result.messages.first?.contains("mode 640") == true)
    }

    @Test func settingsOtherThanCredentialsAreReadFromAnyMode() throws {
        let result = try load(#"{"colour_scheme": "western"}"#, permissions: 0o644)
        #expect(result.configuration.colorScheme == .western)
        #expect(result.messages == [])
    }

    @Test func environmentCredentialsWinOverTheFile() throws {
        let result = try load(
            #"{"feed": "kis", "kis_app_key": "file-key", "kis_app_secret": "file-secret"}"#,
            environment: ["KIS_APP_KEY": "env-key", "KIS_APP_SECRET": "env-secret"]
        )
        #expect(result.configuration.kis.appKey == "env-key" && result.configuration.kis.appSecret == "env-secret")
        #expect(result.messages == [])
    }

    @Test func environmentCredentialsNeedNoFile() {
        let result = ConfigurationLoader(environment: ["KIS_APP_KEY": "k", "KIS_APP_SECRET": "s"]).load(from: path)
        #expect(result.configuration.kis.appKey == "k" && result.configuration.kis.appSecret == "s")
    }

    @Test func halfACredentialPairIsReported() throws {
        let fromEnvironment = ConfigurationLoader(environment: ["KIS_APP_KEY": "k"]).load(from: path)
        #expect(fromEnvironment.configuration.kis.hasCredentials == false)
        #expect(fromEnvironment.messages == ["KIS_APP_KEY is set but KIS_APP_SECRET is not; set both (the environment variables were ignored)."])
        let fromFile = try load(#"{"kis_app_secret": "s"}"#)
        #expect(fromFile.configuration.kis.hasCredentials == false)
        #expect(fromFile.messages.first?.contains("must be given together") == true)
    }

    @Test func theKISFeedWithoutCredentialsIsLeftToTheLaunchToSayOnce() throws {
        let result = try load(#"{"feed": "kis"}"#)
        #expect(result.configuration.feed == .kis)
        #expect(result.messages == [], "the app's launch error says what to set; the settings repeated it")
        #expect(!result.configuration.kis.fileCredentialsIgnored)
    }

    @Test func credentialsNeverShowInPrintedText() throws {
        let result = try load(#"{"kis_app_key": "KEY-123", "kis_app_secret": "SECRET-456"}"#)
        let kis = result.configuration.kis
        #expect(kis.appKey == "KEY-123" && kis.appSecret == "SECRET-456")
        var dumped = ""
        dump(result, to: &dumped)
        for text in ["\(result)", String(reflecting: result), "\(kis)", String(reflecting: kis), dumped] {
            #expect(!text.contains("KEY-123") && !text.contains("SECRET-456"), "\(text)")
        }
    }
}
