// The KIS part of the configuration as read: account, host and credentials, still raw text.

/// Settings for the `kis` feed, as config.json and the environment give them. Storage only reads
/// them; the composition root turns them into MarketData's validated `KISAccountType`, `KISHost`
/// and `KISCredentials`, once.
///
/// Every textual form (`description`, `debugDescription`, the mirror) is redacted, so printing or
/// `dump`ing it — or a `Configuration` holding it — never reveals the app key or secret.
public struct KISSettings: Sendable, Equatable, CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// The names "kis_account" accepts (a real-money or a paper-trading account).
    public static let accountNames = ["real", "paper"]
    /// The environment variable holding the app key.
    public static let appKeyVariable = "KIS_APP_KEY"
    /// The environment variable holding the app secret.
    public static let appSecretVariable = "KIS_APP_SECRET"
    /// The environment variables holding the market-data key and secret (`marketDataAppKey`).
    public static let marketDataAppKeyVariable = "KIS_MARKET_DATA_APP_KEY"
    public static let marketDataAppSecretVariable = "KIS_MARKET_DATA_APP_SECRET"
    /// KIS's public download folder of the master files (no authentication).
    public static let defaultMasterFileHost = "https://new.real.download.dws.co.kr/common/master/"

    /// "kis_account": one of `accountNames` ("paper" unless set).
    public var account: String
    /// "kis_host": the REST host (an https:// URL, or http:// to this machine); nil for the account's own.
    public var restHost: String?
    /// The app key, from `KIS_APP_KEY` or a mode-0600 config file; nil if none.
    public var appKey: String?
    /// The app secret, given with the key; nil if none.
    public var appSecret: String?
    /// True when the config file held an app key or secret that was ignored because other users can
    /// read the file: the loader's message has already said why and what to do.
    public var fileCredentialsIgnored = false
    /// "kis_account_number": the securities account (8-2 digits, checked by the loader), whose holdings
    /// and cash the Account view shows (read-only); nil for no KIS account. Never printed in full.
    public var accountNumber: String?
    /// "kis_hts_id": the user's HTS ID, the key of the execution-notice stream (fills, live); nil for none.
    public var htsID: String?
    /// "kis_market_data_app_key" / "kis_market_data_app_secret" (or `KIS_MARKET_DATA_APP_KEY` / `_SECRET`): a real
    /// account's app key used for quotes only, so a paper account gets Nextrade's and the unified prices while its
    /// account, orders and fills stay on the paper key; nil for none (and always with a real account).
    public var marketDataAppKey: String?
    /// The market-data key's secret, given with it.
    public var marketDataAppSecret: String?
    /// "kis_market_data_host": the market-data key's REST host (a test server); nil for KIS's real-account host.
    public var marketDataHost: String?
    /// "kis_market_data_websocket_url": the market-data key's real-time server (a test server); nil for KIS's real one.
    public var marketDataWebSocketURL: String?
    /// "kis_master_url": the folder URL the master files (`kospi_code.mst.zip`, `kosdaq_code.mst.zip`) are downloaded from.
    public var masterFileHost: String = KISSettings.defaultMasterFileHost

    /// Creates the settings; the defaults are a paper account on its own host without credentials.
    public init(account: String = "paper", restHost: String? = nil, appKey: String? = nil, appSecret: String? = nil) {
        self.account = account
        self.restHost = restHost
        self.appKey = appKey
        self.appSecret = appSecret
    }

    /// Whether both the app key and the secret are there.
    public var hasCredentials: Bool { appKey != nil && appSecret != nil }

    /// Whether a market-data key (with its secret) is there.
    public var hasMarketDataKey: Bool { marketDataAppKey != nil && marketDataAppSecret != nil }

    public var description: String {
        "KISSettings(account: \(account), restHost: \(restHost ?? "default"), credentials: redacted, accountNumber: \(accountNumber == nil ? "none" : "redacted"), marketDataKey: \(hasMarketDataKey ? "redacted" : "none"))"
    }
    public var debugDescription: String { description }
    public var customMirror: Mirror { Mirror(self, children: ["account": account, "restHost": restHost as Any], displayStyle: .struct) }
}
