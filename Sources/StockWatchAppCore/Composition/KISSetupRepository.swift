// The set-up's repository: KIS checks the answers (MarketData), config.json keeps them (Storage).

import Domain
import FoundationEssentials
import MarketData
import Reactive
import Storage

/// `BrokerSetupRepository` over `KISSetupVerifier` (a token issue, a balance query, on config.json's
/// `kis_host` or the account type's own host) and `ConfigurationFileWriter` (config.json, 0600).
final class KISSetupRepository: BrokerSetupRepository {
    private let verifier: KISSetupVerifier
    private let writer: ConfigurationFileWriter

    /// - Parameters:
    ///   - kis: The KIS settings read at start (for `kis_host`).
    ///   - paths: Where config.json and the token cache are.
    ///   - scheduler: The clock of the checks' rate limiter.
    init(kis: KISSettings, paths: StoragePaths, scheduler: any SchedulerType) {
        verifier = KISSetupVerifier(
            restHost: kis.restHost.flatMap { URL(string: $0) }, cacheDirectory: URL(fileURLWithPath: paths.cacheDirectory, isDirectory: true), scheduler: scheduler
        )
        writer = ConfigurationFileWriter(path: paths.configFile)
    }

    func verifyKeys(_ setup: BrokerSetup) -> Single<Void> {
        verifier.verifyKeys(setup)
    }

    func verifyAccount(_ text: String, with setup: BrokerSetup) -> Single<String> {
        verifier.verifyAccount(text, with: setup)
    }

    func save(_ setup: BrokerSetup) -> Single<String> {
        Single.create { [writer] observer in
            do throws(ConfigurationFileError) {
                try writer.save(setup)
                observer(.success(writer.path))
            } catch {
                observer(.failure(error))
            }
            return Disposables.create()
        }
    }
}
