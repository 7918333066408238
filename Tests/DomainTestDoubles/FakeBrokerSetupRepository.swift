// The one test double of the set-up's broker and settings file: scripted answers, every call recorded.

import Domain
import Reactive

/// A `BrokerSetupRepository` for the tests: accepts `acceptedKeys` (any keys when nil) and the account
/// `acceptedAccount`, refusing anything else as KIS does (EGW00103, OPSQ2000), at once or `delay` later on
/// `scheduler`. It records the secrets checked, the checks disposed before they answered, the account
/// texts checked and every save.
public final class FakeBrokerSetupRepository: BrokerSetupRepository {
    /// KIS's refusal of keys it does not know.
    public static let keysRefusal = BrokerSetupRefusal.keysRefused(code: "EGW00103", reason: "유효하지 않은 AppKey입니다.")
    /// KIS's refusal of an account the keys do not hold.
    public static let accountRefusal = BrokerSetupRefusal.accountRefused(code: "OPSQ2000", reason: "ERROR : INPUT INVALID_CHECK_ACNO")

    /// The key and secret accepted; nil accepts any.
    public var acceptedKeys: (appKey: String, appSecret: String)?
    /// The account accepted, as `verifyAccount` answers it.
    public var acceptedAccount = "50123456-01"
    /// Where `save` says it wrote.
    public var savedPath = "/c/config.json"
    private let answers: (scheduler: any SchedulerType, delay: RxTimeInterval)?

    /// The secrets of the key checks, in order.
    public private(set) var keyChecks: [String] = []
    /// The secrets whose check was disposed before it answered, in order.
    public private(set) var cancelledKeyChecks: [String] = []
    /// The account texts checked, in order.
    public private(set) var accountChecks: [String] = []
    /// Every set-up saved, in order.
    public private(set) var saved: [BrokerSetup] = []

    /// - Parameter answers: Where and how long after a call the broker answers; nil: at once.
    public init(acceptedKeys: (appKey: String, appSecret: String)? = nil, answers: (scheduler: any SchedulerType, delay: RxTimeInterval)? = nil) {
        self.acceptedKeys = acceptedKeys
        self.answers = answers
    }

    public func verifyKeys(_ setup: BrokerSetup) -> Single<Void> {
        keyChecks.append(setup.appSecret)
        let accepted = acceptedKeys.map { $0.appKey == setup.appKey && $0.appSecret == setup.appSecret } ?? true
        return answer(accepted ? .success(()) : .failure(Self.keysRefusal)) { [self] in cancelledKeyChecks.append(setup.appSecret) }
    }

    public func verifyAccount(_ text: String, with setup: BrokerSetup) -> Single<String> {
        accountChecks.append(text)
        let accepted = text.filter(\.isNumber) == acceptedAccount.filter(\.isNumber)
        return answer(accepted ? .success(acceptedAccount) : .failure(Self.accountRefusal)) {}
    }

    public func save(_ setup: BrokerSetup) -> Single<String> {
        saved.append(setup)
        return .just(savedPath)
    }

    /// `result`, at once or after the delay; `cancelled` runs when the subscription is disposed first.
    private func answer<Value>(_ result: Result<Value, Error>, cancelled: @escaping () -> Void) -> Single<Value> {
        guard let answers else { return Single.create { observer in observer(result); return Disposables.create() } }
        return Single.create { observer in
            var answered = false
            let scheduled = answers.scheduler.scheduleRelative((), dueTime: answers.delay) { _ in
                answered = true
                observer(result)
                return Disposables.create()
            }
            return Disposables.create {
                scheduled.dispose()
                if !answered { cancelled() }
            }
        }
    }
}
