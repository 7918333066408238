// The KIS part of the configuration: host, account type and (optional) credentials.

/// Settings for the `kis` feed.
public struct KISSettings: Sendable, Equatable {
    /// The kind of account (decides the default host and the rate limit).
    public var accountType: KISAccountType
    /// The REST host, e.g. `https://openapivts.koreainvestment.com:29443` (or a test server on 127.0.0.1).
    public var restHost: String
    /// The app key and secret, from `KIS_APP_KEY`/`KIS_APP_SECRET` or a mode-0600 config file; `nil` if none.
    public var credentials: KISCredentials?
    /// The folder URL the master files (`kospi_code.mst.zip`, `kosdaq_code.mst.zip`) are downloaded from.
    public var masterFileHost: String = KISSettings.defaultMasterFileHost

    /// KIS's public download folder of the master files (no authentication).
    public static let defaultMasterFileHost = "https://new.real.download.dws.co.kr/common/master/"

    /// Creates the settings; the host defaults to the account type's.
    public init(accountType: KISAccountType = .paper, restHost: String? = nil, credentials: KISCredentials? = nil) {
        self.accountType = accountType
        self.restHost = restHost ?? accountType.defaultRESTHost
        self.credentials = credentials
    }
}
