// Reads config.json into a Configuration, explaining every key it could not use.

import Domain
import FileSystem
import FoundationEssentials
import Glibc

/// Loads `config.json` (missing file → defaults) and the KIS credentials.
///
/// Keys (all optional): `feed` (`simulated`|`kis`), `venue` (`unified`|`krx`|`nxt`), `refresh_seconds` (a number, 0.1–3600),
/// `colour_scheme` (`korean`|`western`|`none`), `kis_account` (`real`|`paper`), `kis_host` (an `https://`
/// URL, or `http://` to a loopback host), `kis_master_url` (the folder of the master-file zips, same
/// rules, a path allowed), `kis_websocket_url` (a `ws://` URL), `realtime` (true|false),
/// `kis_app_key` and `kis_app_secret`, `kis_account_number` (8-2 digits, `12345678-01`) and `kis_hts_id`; for a paper
/// account a real account's key for quotes only, `kis_market_data_app_key` and `kis_market_data_app_secret`, with
/// `kis_market_data_host` and `kis_market_data_websocket_url` (test servers). An unknown key or a bad value
/// gives a message naming the key (and the allowed values) and that setting keeps its default.
///
/// Credentials come from `KIS_APP_KEY`/`KIS_APP_SECRET` when both are set; otherwise from the file, but only
/// when the file is readable by its owner alone (mode 0600), because anyone who can read it can use them.
/// The market-data key follows the same rules (`KIS_MARKET_DATA_APP_KEY`/`KIS_MARKET_DATA_APP_SECRET`).
public struct ConfigurationLoader: Sendable {
    /// Every key config.json may hold, as written in the file (the help and the man page name each).
    public static let keys = ConfigurationKey.allCases.map(\.rawValue)

    /// The process environment (read for `KIS_APP_KEY` and `KIS_APP_SECRET`).
    public let environment: [String: String]

    /// Creates a loader that takes credentials from `environment` first.
    public init(environment: [String: String]) {
        self.environment = environment
    }

    /// Reads the file at `path`. Never fails: whatever is wrong is described in `messages`.
    public func load(from path: String) -> ConfigurationLoadResult {
        var reading = Reading(path: path)
        reading.read(snapshotOf: path)
        reading.resolveCredentials(environment: environment)
        return ConfigurationLoadResult(configuration: reading.configuration, messages: reading.messages)
    }
}

/// The keys `config.json` may contain, in the order they are checked.
enum ConfigurationKey: String, CaseIterable {
    case feed
    case venue
    case refreshSeconds = "refresh_seconds"
    case colorScheme = "colour_scheme"
    case kisAccount = "kis_account"
    case kisHost = "kis_host"
    case kisMasterURL = "kis_master_url"
    case kisWebSocketURL = "kis_websocket_url"
    case realtime
    case kisAppKey = "kis_app_key"
    case kisAppSecret = "kis_app_secret"
    case kisMarketDataAppKey = "kis_market_data_app_key"
    case kisMarketDataAppSecret = "kis_market_data_app_secret"
    case kisMarketDataHost = "kis_market_data_host"
    case kisMarketDataWebSocketURL = "kis_market_data_websocket_url"
    case mouse
    case notifications
    case commissionPercent = "commission_percent"
    case taxPercent = "tax_percent"
    case kisAccountNumber = "kis_account_number"
    case kisHTSID = "kis_hts_id"
    case trading
    case orderPermissions = "order_permissions"
    case orderMaxDeviationPercent = "order_max_deviation_percent"
    case orderMaxValue = "order_max_value"
    case orderMaxQuantity = "order_max_quantity"
    case orderStaleSeconds = "order_stale_seconds"
    case tradingLiveConsent = "trading_live_consent"
}

/// One load in progress: the configuration built so far and the messages collected.
private struct Reading {
    let path: String
    var configuration = Configuration()
    var messages: [String] = []
    var fileCredentials: (key: String?, secret: String?) = (nil, nil)
    var fileMarketDataKey: (key: String?, secret: String?) = (nil, nil)
    var filePermissions: mode_t = 0

    init(path: String) {
        self.path = path
    }

    mutating func read(snapshotOf path: String) {
        let snapshot: FileSnapshot
        do throws(FileSystemError) {
            guard let found = try FileSnapshot.read(at: path) else { return }
            snapshot = found
        } catch {
            messages.append("\(error); using the default settings.")
            return
        }
        filePermissions = snapshot.permissions
        switch ConfigurationDocument.entries(of: snapshot.bytes, path: path) {
        case .success(let entries):
            apply(entries)
        case .failure(let damage):
            messages.append(damage.problem + "; using the default settings.")
        }
    }

    private mutating func apply(_ entries: [String: JSONValue]) {
        for key in ConfigurationKey.allCases {
            guard let value = entries[key.rawValue] else { continue }
            apply(value, to: key)
        }
        let known = ConfigurationKey.allCases.map(\.rawValue)
        let unknown = entries.keys.filter { !known.contains($0) }.sorted()
        for key in unknown.prefix(Self.unknownKeysNamed) {
            messages.append("\(path): unknown key \"\(key)\" was ignored (known keys: \(known.joined(separator: ", "))).")
        }
        if unknown.count > Self.unknownKeysNamed {
            messages.append("\(path): and \(unknown.count - Self.unknownKeysNamed) more unknown keys were ignored.")
        }
    }

    /// How many unknown keys are named one by one; the rest are counted in one line, so a file with
    /// 700,000 stray keys gives six lines, not 700,000.
    static let unknownKeysNamed = 5

    private mutating func apply(_ value: JSONValue, to key: ConfigurationKey) {
        switch key {
        case .feed:
            configuration.feed = choice(value, for: key, default: configuration.feed)
        case .venue:
            configuration.venue = choice(value, for: key, default: configuration.venue)
        case .colorScheme:
            configuration.colorScheme = choice(value, for: key, default: configuration.colorScheme)
        case .kisAccount:
            if case .string(let text) = value, KISSettings.accountNames.contains(text) {
                configuration.kis.account = text
            } else {
                reject(key, value, expected: "one of \(KISSettings.accountNames.joined(separator: ", "))", using: configuration.kis.account)
            }
        case .refreshSeconds:
            let range = Configuration.refreshIntervalRange
            if case .number(let seconds) = value, range.contains(seconds) {
                configuration.refreshInterval = seconds
            } else {
                reject(key, value, expected: "a number of seconds from \(Self.format(range.lowerBound)) to \(Self.format(range.upperBound))", using: Self.format(configuration.refreshInterval))
            }
        case .kisHost, .kisMarketDataHost:
            if case .string(let text) = value, let host = Self.restHost(text) {
                if key == .kisHost { configuration.kis.restHost = host } else { configuration.kis.marketDataHost = host }
            } else {
                reject(key, value, expected: "an https:// URL (http:// only to 127.0.0.1, ::1 or localhost)", using: key == .kisHost ? "the account type's host" : "KIS's real-account host")
            }
        case .kisMasterURL:
            if case .string(let text) = value, let folder = Self.masterFileHost(text) {
                configuration.kis.masterFileHost = folder
            } else {
                reject(key, value, expected: "an https:// folder URL such as \"\(KISSettings.defaultMasterFileHost)\" (http:// only to 127.0.0.1, ::1 or localhost)", using: "KIS's download host")
            }
        case .kisWebSocketURL, .kisMarketDataWebSocketURL:
            if case .string(let text) = value, let url = URLComponents(string: text), url.scheme?.lowercased() == "ws",
               url.host.map({ !$0.isEmpty }) == true {
                if key == .kisWebSocketURL { configuration.kisWebSocketURL = text } else { configuration.kis.marketDataWebSocketURL = text }
            } else {
                reject(key, value, expected: "a ws:// URL such as \"ws://ops.koreainvestment.com:31000/tryitout\"", using: key == .kisWebSocketURL ? "the account type's URL" : "KIS's real-account URL")
            }
        case .realtime:
            if case .bool(let on) = value {
                configuration.realtime = on
            } else {
                reject(key, value, expected: "true or false", using: String(configuration.realtime))
            }
        case .mouse:
            if case .bool(let on) = value {
                configuration.mouse = on
            } else {
                reject(key, value, expected: "true or false", using: String(configuration.mouse))
            }
        case .notifications:
            configuration.notifications = choice(value, for: key, default: configuration.notifications)
        case .commissionPercent:
            configuration.commissionPercent = costPercent(value, for: key, default: configuration.commissionPercent)
        case .taxPercent:
            configuration.taxPercent = costPercent(value, for: key, default: configuration.taxPercent)
        case .kisAccountNumber, .kisHTSID:
            applyAccount(value, to: key)
        case .trading:
            configuration.trading = choice(value, for: key, default: configuration.trading)
        case .orderPermissions:
            let allowed = OrderAction.allCases.map(\.rawValue).joined(separator: ", ")
            guard case .array(let items) = value else {
                return reject(key, value, expected: "a list of actions from \(allowed), such as [\"buy\", \"sell\"]", using: "all of them")
            }
            let actions = items.compactMap { item -> OrderAction? in if case .string(let text) = item { OrderAction(rawValue: text) } else { nil } }
            guard actions.count == items.count else { return reject(key, value, expected: "a list of actions from \(allowed)", using: "all of them") }
            configuration.orderPermissions = Set(actions)
        case .orderMaxDeviationPercent, .orderMaxValue, .orderMaxQuantity, .orderStaleSeconds:
            let current = configuration.orderPrecautions
            guard case .number(let number) = value, number >= 1, number <= 1e15, number == number.rounded() else {
                return reject(key, value, expected: "a whole number from 1", using: "the default")
            }
            let whole = Int(number)
            configuration.orderPrecautions = OrderPrecautions(
                maximumDeviationPercent: key == .orderMaxDeviationPercent ? whole : current.maximumDeviationPercent,
                maximumValue: key == .orderMaxValue ? whole : current.maximumValue,
                maximumQuantity: key == .orderMaxQuantity ? whole : current.maximumQuantity,
                staleAfterSeconds: key == .orderStaleSeconds ? whole : current.staleAfterSeconds
            )
        case .tradingLiveConsent:
            guard case .object(let fields) = value, case .string(let account)? = fields["account"], case .string(let given)? = fields["given"],
                  let consent = LiveTradingConsent(account: account, givenAt: given)
            else {
                return messages.append("\(path): \"trading_live_consent\" is not a consent StockWatch recorded; it was ignored and live orders ask for it again.")
            }
            configuration.liveTradingConsent = consent
        case .kisAppKey, .kisAppSecret, .kisMarketDataAppKey, .kisMarketDataAppSecret:
            guard case .string(let text) = value, !text.isEmpty else {
                messages.append("\(path): \"\(key.rawValue)\" must be non-empty text; it was ignored.")
                return
            }
            switch key {
            case .kisAppKey: fileCredentials.key = text
            case .kisAppSecret: fileCredentials.secret = text
            case .kisMarketDataAppKey: fileMarketDataKey.key = text
            default: fileMarketDataKey.secret = text
            }
        }
    }

    /// The KIS account fields: the account number as 8-2 digits, the HTS ID as 1–16 letters, digits or `_`.
    /// The number is never repeated in a message: a mistyped one is still most of someone's account.
    private mutating func applyAccount(_ value: JSONValue, to key: ConfigurationKey) {
        guard case .string(let text) = value else {
            messages.append("\(path): \"\(key.rawValue)\" must be text; it was ignored.")
            return
        }
        if key == .kisAccountNumber {
            guard Self.isAccountNumber(text) else {
                messages.append("\(path): \"kis_account_number\" must be the account's 8-2 digits such as \"12345678-01\"; it was ignored and the KIS account is not shown.")
                return
            }
            configuration.kis.accountNumber = text
        } else {
            guard BrokerSetup.isHTSID(text) else {
                messages.append("\(path): \"kis_hts_id\" must be the HTS ID you log in to KIS with (1 to 16 letters, digits or _); it was ignored and fills are not streamed.")
                return
            }
            configuration.kis.htsID = text
        }
    }

    /// Whether `text` is 10 digits, written `1234567801` or `12345678-01`.
    private static func isAccountNumber(_ text: String) -> Bool {
        let characters = Array(text)
        let digits = characters.count == 11 && characters[8] == "-" ? Array(characters[..<8] + characters[9...]) : characters
        return digits.count == 10 && digits.allSatisfy { $0.isASCII && $0.isNumber }
    }

    /// A fee rate in percent within `Configuration.costPercentRange`, or `current` with a message.
    private mutating func costPercent(_ value: JSONValue, for key: ConfigurationKey, default current: Double) -> Double {
        let range = Configuration.costPercentRange
        if case .number(let percent) = value, range.contains(percent) { return percent }
        reject(key, value, expected: "a percentage from \(Self.format(range.lowerBound)) to \(Self.format(range.upperBound)), such as 0.015", using: Self.format(current))
        return current
    }

    private mutating func choice<Choice: RawRepresentable & CaseIterable>(
        _ value: JSONValue, for key: ConfigurationKey, default current: Choice
    ) -> Choice where Choice.RawValue == String {
        if case .string(let text) = value, let chosen = Choice(rawValue: text) { return chosen }
        let allowed = Choice.allCases.map(\.rawValue).joined(separator: ", ")
        reject(key, value, expected: "one of \(allowed)", using: current.rawValue)
        return current
    }

    private mutating func reject(_ key: ConfigurationKey, _ value: JSONValue, expected: String, using fallback: String) {
        messages.append("\(path): \"\(key.rawValue)\" must be \(expected), not \(value.shortDescription); using \(fallback).")
    }

    /// Puts the app key and the market-data key in use: each from its environment variables when both are
    /// set, else from the file when it is private; a market-data key only beside a paper account.
    mutating func resolveCredentials(environment: [String: String]) {
        let fileHasCredentials = [fileCredentials.key, fileCredentials.secret, fileMarketDataKey.key, fileMarketDataKey.secret].contains { $0 != nil }
        let fileIsPrivate = filePermissions & 0o077 == 0
        if fileHasCredentials && !fileIsPrivate {
            configuration.kis.fileCredentialsIgnored = true
            let mode = String(filePermissions, radix: 8)
            messages.append("\(path) holds KIS credentials but other users can read it (mode \(mode)), so they were ignored: run `chmod 600 \(path)`, or remove them from the file and set KIS_APP_KEY and KIS_APP_SECRET instead.")
        }
        let nothing: (key: String?, secret: String?) = (nil, nil)
        if let pair = credentialPair(
            environment: environment, variables: (KISSettings.appKeyVariable, KISSettings.appSecretVariable), file: fileIsPrivate ? fileCredentials : nothing,
            keys: (ConfigurationKey.kisAppKey, .kisAppSecret)
        ) {
            (configuration.kis.appKey, configuration.kis.appSecret) = pair
        }
        guard let pair = credentialPair(
            environment: environment, variables: (KISSettings.marketDataAppKeyVariable, KISSettings.marketDataAppSecretVariable),
            file: fileIsPrivate ? fileMarketDataKey : nothing,
            keys: (ConfigurationKey.kisMarketDataAppKey, .kisMarketDataAppSecret)
        ) else { return }
        guard configuration.kis.account == "paper" else {
            return messages.append("The market-data key (kis_market_data_app_key) is for a paper account; a real account's own key gets every venue's prices, so it was ignored.")
        }
        (configuration.kis.marketDataAppKey, configuration.kis.marketDataAppSecret) = pair
    }

    /// A key and its secret: from the two environment `variables` when both are set, else from `file`'s two
    /// `keys` when both are there; nil otherwise, with a message for a half-given pair.
    private mutating func credentialPair(
        environment: [String: String], variables: (key: String, secret: String), file: (key: String?, secret: String?),
        keys: (key: ConfigurationKey, secret: ConfigurationKey)
    ) -> (String, String)? {
        let environmentKey = environment[variables.key].flatMap { $0.isEmpty ? nil : $0 }
        let environmentSecret = environment[variables.secret].flatMap { $0.isEmpty ? nil : $0 }
        switch (environmentKey, environmentSecret) {
        case let (key?, secret?):
            return (key, secret)
        case (.some, nil):
            messages.append("\(variables.key) is set but \(variables.secret) is not; set both (the environment variables were ignored).")
        case (nil, .some):
            messages.append("\(variables.secret) is set but \(variables.key) is not; set both (the environment variables were ignored).")
        case (nil, nil):
            break
        }
        switch (file.key, file.secret) {
        case let (key?, secret?):
            return (key, secret)
        case (nil, nil):
            return nil
        default:
            messages.append("\(path): \"\(keys.key.rawValue)\" and \"\(keys.secret.rawValue)\" must be given together; the one given was ignored.")
            return nil
        }
    }

    /// The normalised host URL (no trailing slash), or nil when it is not https (or http to loopback) with no path.
    private static func restHost(_ text: String) -> String? {
        guard let components = URLComponents(string: text), let host = components.host, !host.isEmpty,
              components.query == nil, components.fragment == nil, components.user == nil,
              components.path.isEmpty || components.path == "/" else { return nil }
        switch components.scheme?.lowercased() {
        case "https": break
        case "http" where ["127.0.0.1", "::1", "[::1]", "localhost"].contains(host.lowercased()): break
        default: return nil
        }
        return text.hasSuffix("/") ? String(text.dropLast()) : text
    }

    /// The folder URL with a trailing slash, or nil under the same scheme rules as `restHost`.
    private static func masterFileHost(_ text: String) -> String? {
        guard let components = URLComponents(string: text), components.query == nil, components.fragment == nil,
              components.user == nil, let scheme = components.scheme, let host = components.host,
              restHost("\(scheme)://\(host)\(components.port.map { ":\($0)" } ?? "")") != nil else { return nil }
        return text.hasSuffix("/") ? text : text + "/"
    }

    private static func format(_ seconds: Double) -> String {
        seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
    }

}
