// R's settings reload for the kis feed: config.json and the environment read as at start, the key and secret handed to the client.

import Domain
import MarketData
import Storage

/// Reads config.json again with the environment's `KIS_APP_KEY` / `KIS_APP_SECRET` winning, as at start,
/// and gives the KIS client the credentials found (a changed key gets tokens of its own); settings
/// without usable credentials, or for the other account type (another host: a restart's), are refused,
/// saying why, and the client keeps its own.
final class KISCredentialsReload: FeedSettingsRepository {
    private let client: KISClient
    private let loader: ConfigurationLoader
    private let configFile: String

    init(client: KISClient, loader: ConfigurationLoader, configFile: String) {
        self.client = client
        self.loader = loader
        self.configFile = configFile
    }

    func reload() throws(FeedSettingsError) {
        let loaded = loader.load(from: configFile)
        let kis = loaded.configuration.kis
        let accountType = KISAccountType(rawValue: kis.account) ?? .paper
        guard accountType == client.host.accountType else {
            throw FeedSettingsError(message: "kis_account is now \"\(accountType.rawValue)\", but this run uses KIS's \(client.host.accountType.rawValue) host: restart StockWatch to use it.")
        }
        guard let appKey = kis.appKey, let appSecret = kis.appSecret, let credentials = try? KISCredentials(appKey: appKey, appSecret: appSecret) else {
            let reason = loaded.messages.first ?? "\(configFile) has no KIS app key and secret (kis_app_key, kis_app_secret)."
            throw FeedSettingsError(message: "The settings read again have no KIS key to use: \(reason)")
        }
        client.use(credentials)
    }
}
