// The KIS set-up's checks, one per answer, and the save at the end.

import Reactive

/// Checks each answer of the KIS set-up against the broker and saves the whole when the last is given.
public protocol SetUpBrokerUseCase {
    /// `paper` or `real` (any case), else `BrokerSetupRefusal.notAnAccountType`.
    func accountType(_ text: String) -> Single<BrokerAccountType>
    /// The key and secret of `setup`, checked by a token issue.
    func checkKeys(_ setup: BrokerSetup) -> Single<Void>
    /// `setup` with the account number `text`, checked by a balance query with its keys.
    func checkAccount(_ text: String, in setup: BrokerSetup) -> Single<BrokerSetup>
    /// `setup` with the HTS ID `text` (empty: none), saved; answers what was saved and where.
    func save(htsID text: String, in setup: BrokerSetup) -> Single<(setup: BrokerSetup, path: String)>
}

/// The set-up over a `BrokerSetupRepository`; the form of each answer is checked here first, so a
/// mistyped one never costs a request.
public final class DefaultSetUpBrokerUseCase: SetUpBrokerUseCase {
    private let repository: BrokerSetupRepository

    public init(repository: BrokerSetupRepository) {
        self.repository = repository
    }

    public func accountType(_ text: String) -> Single<BrokerAccountType> {
        guard let type = BrokerAccountType(rawValue: text.lowercased()) else { return .error(BrokerSetupRefusal.notAnAccountType) }
        return .just(type)
    }

    public func checkKeys(_ setup: BrokerSetup) -> Single<Void> {
        repository.verifyKeys(setup)
    }

    public func checkAccount(_ text: String, in setup: BrokerSetup) -> Single<BrokerSetup> {
        let digits = text.filter { $0 != "-" }
        guard digits.count == 10, digits.allSatisfy({ $0.isASCII && $0.isNumber }), text.filter({ $0 == "-" }).count <= 1 else {
            return .error(BrokerSetupRefusal.notAnAccountNumber)
        }
        return repository.verifyAccount(text, with: setup).map { number in
            var checked = setup
            checked.accountNumber = number
            return checked
        }
    }

    public func save(htsID text: String, in setup: BrokerSetup) -> Single<(setup: BrokerSetup, path: String)> {
        guard text.isEmpty || BrokerSetup.isHTSID(text) else { return .error(BrokerSetupRefusal.notAnHTSID) }
        var complete = setup
        complete.htsID = text.isEmpty ? nil : text
        return repository.save(complete).map { (complete, $0) }
    }
}
