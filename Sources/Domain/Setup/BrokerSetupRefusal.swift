// Why the set-up refused an answer: the broker said no, or the text is not of the right form.

import DisplayText

/// A refused answer in the KIS set-up; `message` is the dialog's error line. What the broker refused is
/// quoted as it said it (its code and message, sanitised), so the user sees exactly what KIS objected to.
public enum BrokerSetupRefusal: UserFacingError, Equatable, Sendable {
    /// The account type is neither `paper` nor `real`.
    case notAnAccountType
    /// KIS would not issue a token for the key and secret: its code (`EGW00103`) and message.
    case keysRefused(code: String, reason: String)
    /// The text is not 8-2 digits.
    case notAnAccountNumber
    /// KIS refused the balance query of the account: its code and message.
    case accountRefused(code: String, reason: String)
    /// The text is not an HTS ID.
    case notAnHTSID

    public var message: String {
        switch self {
        case .notAnAccountType:
            return "Type paper (모의투자) or real (실전투자)."
        case .keysRefused(let code, let reason):
            return "KIS refused the key and secret: \(Self.quoted(code, reason))"
        case .notAnAccountNumber:
            return "An account number is 8 digits and 2 digits, such as 12345678-01."
        case .accountRefused(let code, let reason):
            return "KIS refused the account number: \(Self.quoted(code, reason))"
        case .notAnHTSID:
            return "An HTS ID is 1 to 16 letters, digits or _ (the ID you log in to KIS with); leave it empty to skip."
        }
    }

    /// `EGW00103 유효하지 않은 AppKey입니다.`: the broker's code and words, control characters and
    /// escape sequences removed.
    private static func quoted(_ code: String, _ reason: String) -> String {
        [code, reason].map { TextSanitizer.sanitize($0) }.filter { !$0.isEmpty }.joined(separator: " ")
    }
}
