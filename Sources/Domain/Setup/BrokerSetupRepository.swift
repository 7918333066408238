// Where the set-up's answers are checked (the broker) and kept (the settings file).

import Reactive

/// The broker and the settings file, as the set-up needs them.
public protocol BrokerSetupRepository: AnyObject {
    /// Asks the broker for an access token with `setup`'s key and secret on its account type's host:
    /// succeeds when one is issued; fails with `BrokerSetupRefusal.keysRefused` when the broker refuses
    /// them, or with another `UserFacingError` when it could not be asked (no connection).
    func verifyKeys(_ setup: BrokerSetup) -> Single<Void>
    /// Reads the balance of `text`'s account with `setup`'s keys: the number written `12345678-01`, or
    /// `BrokerSetupRefusal.notAnAccountNumber` / `.accountRefused`, or another `UserFacingError`.
    func verifyAccount(_ text: String, with setup: BrokerSetup) -> Single<String>
    /// Writes `setup` into the settings file (its other settings kept); fails with a `UserFacingError`
    /// that names the file's problem, leaving it as it was. Answers the file's path.
    func save(_ setup: BrokerSetup) -> Single<String>
}
