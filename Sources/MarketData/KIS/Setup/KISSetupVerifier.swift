// The KIS set-up's checks against KIS itself: a token issue for the keys, a balance query for the account.

import Domain
import FoundationEssentials
import Reactive

/// Checks the answers of the KIS set-up the way the app will use them: the key and secret by issuing
/// an access token (kept in the token cache, so the app's next start reuses it instead of issuing
/// another), the account number by reading the first page of its balance. What KIS refuses comes back
/// as `BrokerSetupRefusal` with KIS's own code and message.
public final class KISSetupVerifier {
    private let restHost: URL?
    private let cacheDirectory: URL?
    private let scheduler: any SchedulerType
    /// The client of the keys checked last, so the account check uses the token their check issued.
    private let lastClient = LockedState<(setup: BrokerSetup, client: KISClient)?>(nil)

    /// - Parameters:
    ///   - restHost: config.json's `kis_host`; nil for the account type's official host.
    ///   - cacheDirectory: where the token cache is (nil: tokens in memory only).
    ///   - scheduler: the clients' rate limiters' clock.
    public init(restHost: URL?, cacheDirectory: URL?, scheduler: any SchedulerType) {
        self.restHost = restHost
        self.cacheDirectory = cacheDirectory
        self.scheduler = scheduler
    }

    /// Issues (or finds in the cache) an access token for `setup`'s keys on its account type's host.
    public func verifyKeys(_ setup: BrokerSetup) -> Single<Void> {
        Observable.deferred { [self] in try client(for: setup).tokens.token().map { _ in () } }
            .catch { error in throw Self.keysRefusal(error) }
            .asSingle()
    }

    /// Reads the first balance page of the account `text` (8-2 digits) with `setup`'s keys; answers the
    /// number written `12345678-01`.
    public func verifyAccount(_ text: String, with setup: BrokerSetup) -> Single<String> {
        guard let account = KISAccountNumber(text) else { return .error(BrokerSetupRefusal.notAnAccountNumber) }
        return Observable.deferred { [self] in try client(for: setup).fetchBalancePage(account, after: nil).asObservable() }
            .map { _ in "\(account.cano)-\(account.productCode)" }
            .catch { error in
                guard case .api(let code, let message) = error as? KISError else { throw Self.keysRefusal(error) }
                throw BrokerSetupRefusal.accountRefused(code: code, reason: message)
            }
            .asSingle()
    }

    /// The client of `setup`'s keys on its host: the last one when the keys are the same.
    private func client(for setup: BrokerSetup) throws -> KISClient {
        try lastClient.withLock { last in
            if let last, last.setup.appKey == setup.appKey, last.setup.appSecret == setup.appSecret, last.setup.accountType == setup.accountType {
                return last.client
            }
            let host = restHost.map { KISHost(baseURL: $0, accountType: setup.accountType) } ?? (setup.accountType == .real ? .real : .paper)
            let client = try KISClient(
                host: host, credentials: try KISCredentials(appKey: setup.appKey, appSecret: setup.appSecret), cacheDirectory: cacheDirectory,
                scheduler: scheduler
            )
            last = (setup, client)
            return client
        }
    }

    /// A refusal of the keys as the set-up says it: KIS's code and message; any other failure as it is.
    private static func keysRefusal(_ error: any Error) -> any Error {
        switch error as? KISError {
        case .tokenIssueRefused(let code, let message, _):
            return BrokerSetupRefusal.keysRefused(code: code, reason: message)
        case .wrongAccountType(let host):
            return BrokerSetupRefusal.keysRefused(
                code: KISError.MessageCode.wrongAccountType, reason: "the key is a \(host.other) account's, not a \(host) one's: choose \(host.other) as the account type"
            )
        default:
            return error
        }
    }
}
