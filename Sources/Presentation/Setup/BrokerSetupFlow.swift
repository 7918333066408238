// The KIS set-up: five input dialogs one after another, each answer checked by its caller against KIS.

import Domain
import Reactive

/// Asks for the KIS account type, the app key, the app secret (masked), the account number and the HTS
/// ID, one `InputDialogViewModel` after another. Each answer is checked by `SetUpBrokerUseCase` — the
/// key and secret by a token issue, the account number by a balance query — and a refusal stays on the
/// dialog's error line in KIS's own words; the HTS ID's Enter saves everything. The account type comes
/// first because it picks the host that checks the keys. Esc goes back one step (the answers so far kept,
/// except the secret), and from the first ends the set-up with nothing saved.
public final class BrokerSetupFlow {
    /// What a finished set-up saved, and where.
    public struct Saved: Sendable, Equatable {
        /// The answers written.
        public let setup: BrokerSetup
        /// The settings file written.
        public let path: String

        /// "KIS settings saved to …: paper account 1234-****-01, key …ab12, HTS ID myhts; feed kis from now on
        /// (--feed simulated for the simulator)." — the key by its last 4 characters and the account number
        /// masked, never either in full.
        public var summary: String {
            let account = setup.maskedAccountNumber.map { "\(setup.accountType.rawValue) account \($0)" } ?? "\(setup.accountType.rawValue) account"
            let hts = setup.htsID.map { ", HTS ID \($0)" } ?? ", no HTS ID"
            return "KIS settings saved to \(path): \(account), key \(setup.appKeyTail)\(hts); feed kis from now on (--feed simulated for the simulator)."
        }
    }

    /// How many dialogs the set-up has (their titles count "1/5" … "5/5").
    static let steps = 5

    /// The account types listed under the first dialog's field, for ↑/↓.
    static let accountTypes = InputSuggestionList([
        InputSuggestion(title: BrokerAccountType.paper.rawValue, detail: "모의투자 · a paper-trading account's key", value: BrokerAccountType.paper.rawValue),
        InputSuggestion(title: BrokerAccountType.real.rawValue, detail: "실전투자 · a real account's key (real money)", value: BrokerAccountType.real.rawValue),
    ])

    private let useCase: SetUpBrokerUseCase
    private let scheduler: any ImmediateSchedulerType

    /// - Parameters:
    ///   - useCase: Checks each answer (against KIS) and saves them.
    ///   - scheduler: Where the dialogs handle the checks' answers (the main scheduler).
    public init(useCase: SetUpBrokerUseCase, scheduler: any ImmediateSchedulerType) {
        self.useCase = useCase
        self.scheduler = scheduler
    }

    /// The first dialog of a set-up. Each accepted answer `present`s the next dialog (Esc the one
    /// before); `finished` runs once at the end: with what was saved, or nil after Esc in the first.
    public func start(present: @escaping (DialogViewModel) -> Void, finished: @escaping (Saved?) -> Void) -> DialogViewModel {
        Run(useCase: useCase, scheduler: scheduler, present: present, finished: finished).accountType(BrokerSetup())
    }

    /// One set-up in progress: builds each step's dialog from the answers so far.
    private struct Run {
        let useCase: SetUpBrokerUseCase
        let scheduler: any ImmediateSchedulerType
        let present: (DialogViewModel) -> Void
        let finished: (Saved?) -> Void

        private func title(_ step: Int, _ what: String) -> String {
            "KIS set-up \(step)/\(BrokerSetupFlow.steps): \(what)"
        }

        func accountType(_ setup: BrokerSetup) -> DialogViewModel {
            .input(InputDialogViewModel(
                title: title(1, "account type"),
                prompt: "paper (모의투자) or real (실전투자): KIS issues each its own app key. Esc ends the set-up.",
                initialText: setup.accountType.rawValue,
                rules: InputRules(emptyMessage: BrokerSetupRefusal.notAnAccountType.message),
                suggestions: { _ in BrokerSetupFlow.accountTypes },
                check: { [useCase] in .validating(useCase.accountType($0), refusals: BrokerSetupRefusal.self) },
                scheduler: scheduler,
                completion: { text in
                    var typed = setup
                    typed.accountType = BrokerAccountType(rawValue: text.lowercased()) ?? .paper
                    present(appKey(typed))
                },
                onCancel: { finished(nil) }
            ))
        }

        func appKey(_ setup: BrokerSetup) -> DialogViewModel {
            .input(InputDialogViewModel(
                title: title(2, "app key"),
                prompt: "The \(setup.accountType.rawValue) account's app key (apiportal.koreainvestment.com). Esc goes back.",
                initialText: setup.appKey,
                rules: InputRules(emptyMessage: "Paste the app key."),
                scheduler: scheduler,
                completion: { key in
                    var withKey = setup
                    withKey.appKey = key
                    present(appSecret(withKey))
                },
                onCancel: { present(accountType(setup)) }
            ))
        }

        func appSecret(_ setup: BrokerSetup) -> DialogViewModel {
            let withSecret = { (secret: String) -> BrokerSetup in
                var keys = setup
                keys.appSecret = secret
                return keys
            }
            return .input(InputDialogViewModel(
                title: title(3, "app secret"),
                prompt: "The key's app secret, never shown. Enter asks KIS for a token with the key and secret; Esc goes back to the key.",
                rules: InputRules(emptyMessage: "Paste the app secret."),
                check: { [useCase] secret in .validating(useCase.checkKeys(withSecret(secret)), refusals: BrokerSetupRefusal.self) },
                isMasked: true,
                scheduler: scheduler,
                completion: { secret in present(accountNumber(withSecret(secret))) },
                onCancel: { present(appKey(setup)) }
            ))
        }

        func accountNumber(_ setup: BrokerSetup) -> DialogViewModel {
            let checked = CheckedAnswer<BrokerSetup>()
            return .input(InputDialogViewModel(
                title: title(4, "account number"),
                prompt: "8-2 digits such as 12345678-01. Enter reads its balance at KIS; Esc goes back.",
                rules: InputRules(emptyMessage: BrokerSetupRefusal.notAnAccountNumber.message),
                check: { [useCase] text in checked.validating(useCase.checkAccount(text, in: setup), of: text) },
                scheduler: scheduler,
                completion: { text in checked.value(for: text).map { present(htsID($0)) } },
                onCancel: { present(appSecret(setup)) }
            ))
        }

        func htsID(_ setup: BrokerSetup) -> DialogViewModel {
            let written = CheckedAnswer<Saved>()
            return .input(InputDialogViewModel(
                title: title(5, "HTS ID (optional)"),
                prompt: "The ID you log in to KIS with, for fills as they happen; empty skips. Enter saves; Esc goes back.",
                initialText: setup.htsID ?? "",
                check: { [useCase] text in
                    written.validating(useCase.save(htsID: text, in: setup).map { Saved(setup: $0.setup, path: $0.path) }, of: text)
                },
                scheduler: scheduler,
                completion: { text in written.value(for: text).map(finished) },
                onCancel: { present(accountNumber(setup)) }
            ))
        }
    }

    /// The value of a dialog's last check, by the text it checked, so the completion goes on with
    /// exactly what was checked (the number as KIS accepted it, what was saved).
    private final class CheckedAnswer<Value>: Sendable {
        private let last = LockedState<(text: String, value: Value)?>(nil)

        /// `check` as the dialog's verdict, its value kept for `text` when it succeeds.
        func validating(_ check: Single<Value>, of text: String) -> Promise<Validation> {
            .validating(check.map { [last] value in
                last.withLock { $0 = (text, value) }
                return value
            }, refusals: BrokerSetupRefusal.self)
        }

        /// The value the check of `text` gave; nil when the last check was of another text.
        func value(for text: String) -> Value? {
            last.withLock { $0.flatMap { $0.text == text ? $0.value : nil } }
        }
    }
}
