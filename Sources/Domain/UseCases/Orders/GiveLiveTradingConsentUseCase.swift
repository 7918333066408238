// The one-time consent to real-money orders: asked once per account, typed in full, recorded before it counts.

import DisplayText
import FoundationEssentials
import Reactive

/// Asks for the consent `trading = "live"` needs before any order reaches the real account: the user
/// types the account number in full (it is shown masked), so the consent names the money it spends.
public protocol GiveLiveTradingConsentUseCase {
    /// The account to agree for, masked ("1234-****-01"), while the consent is needed; nil when it is not
    /// (not live, no account number, or given for this account already).
    var pendingAccount: String? { get }
    /// Records the consent when `typed` is the account number in full; refuses anything else.
    func execute(typed: String) -> Result<Void, LiveTradingConsentError>
}

/// Over a `LiveTradingConsentRepository` (config.json), for the run's mode and account.
public final class DefaultGiveLiveTradingConsentUseCase: GiveLiveTradingConsentUseCase {
    private let mode: TradingMode
    private let account: String?
    private let repository: LiveTradingConsentRepository
    private let clock: any SchedulerType

    /// - Parameters:
    ///   - mode: The run's `trading`; only `.live` needs the consent.
    ///   - account: The run's KIS account number (`kis_account_number`), nil when it has none.
    ///   - clock: When the consent is given, for the record.
    public init(mode: TradingMode, account: String?, repository: LiveTradingConsentRepository, clock: any SchedulerType) {
        self.mode = mode
        self.account = account
        self.repository = repository
        self.clock = clock
    }

    public var pendingAccount: String? {
        guard mode == .live, let account, LiveTradingConsent.digits(of: account) != nil else { return nil }
        if repository.consent?.covers(account: account) == true { return nil }
        return BrokerSetup.masked(account)
    }

    public func execute(typed: String) -> Result<Void, LiveTradingConsentError> {
        guard let masked = pendingAccount, let account else { return .success(()) }
        let (day, minute) = KoreaTime.dayAndMinute(clock.now)
        let time = "\(day) \(FixedPointText.zeroPadded(minute / 60, width: 2)):\(FixedPointText.zeroPadded(minute % 60, width: 2)) KST"
        guard LiveTradingConsent.digits(of: typed) == LiveTradingConsent.digits(of: account),
              let consent = LiveTradingConsent(account: account, givenAt: time)
        else { return .failure(.notTyped(maskedAccount: masked)) }
        do throws(LiveTradingConsentError) {
            try repository.record(consent)
            return .success(())
        } catch {
            return .failure(error)
        }
    }
}
