// The JSON answers KIS sends to subscribe and unsubscribe frames, as typed cases.

import DisplayText

/// An acknowledgement or refusal from the real-time server (see KIS.md for the message codes).
enum KISRealtimeControl: Equatable, Sendable {
    /// OPSP0000: `code` is now registered.
    case subscribed(code: String)
    /// OPSP0001 (or any other success): `code` is no longer registered.
    case unsubscribed(code: String)
    /// OPSP0002: `code` was registered already (harmless).
    case alreadySubscribed(code: String)
    /// OPSP0008: the session holds the maximum of registrations; `code` was refused.
    case registrationLimitReached(code: String)
    /// OPSP0011: the approval key is not valid; a new one is needed.
    case invalidApprovalKey
    /// OPSP8996: another session uses this app key; the server drops this one.
    case appKeyInUse
    /// Any other refusal; `message` is sanitised server text.
    case refused(code: String, messageCode: String, message: String)

    /// The control for one answer's fields.
    init(trKey: String, resultCode: String, messageCode: String, message: String) {
        let key = TextSanitizer.sanitize(trKey)
        switch messageCode {
        case "OPSP0000": self = .subscribed(code: key)
        case "OPSP0002": self = .alreadySubscribed(code: key)
        case "OPSP0008": self = .registrationLimitReached(code: key)
        case "OPSP0011": self = .invalidApprovalKey
        case "OPSP8996": self = .appKeyInUse
        default:
            self = resultCode == "0"
                ? .unsubscribed(code: key)
                : .refused(code: key, messageCode: TextSanitizer.sanitize(messageCode), message: TextSanitizer.sanitize(message))
        }
    }
}
