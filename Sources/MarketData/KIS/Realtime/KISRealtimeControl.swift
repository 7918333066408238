// The JSON answers KIS sends to subscribe and unsubscribe frames, as typed cases.

import DisplayText
import Networking

/// An acknowledgement or refusal from the real-time server (see KIS.md for the message codes). The
/// registration is the answer's `tr_id` and `tr_key` (a missing `tr_id` counts as H0STCNT0).
enum KISRealtimeControl: Equatable, Sendable {
    /// OPSP0000: `registration` is now held.
    case subscribed(KISRegistration)
    /// OPSP0001 (or any other success): `registration` is no longer held.
    case unsubscribed(KISRegistration)
    /// OPSP0002: `registration` was held already (harmless).
    case alreadySubscribed(KISRegistration)
    /// OPSP0008: the session holds the maximum of registrations; `registration` was refused.
    case registrationLimitReached(KISRegistration)
    /// OPSP0011: the approval key is not valid; a new one is needed.
    case invalidApprovalKey
    /// OPSP8996: another session uses this app key; the server drops this one.
    case appKeyInUse
    /// Any other refusal; `message` is sanitised server text.
    case refused(code: String, messageCode: String, message: String)

    /// The control for one answer's fields.
    init(transaction: String?, trKey: String, resultCode: String, messageCode: String, message: String) {
        let key = TextSanitizer.sanitize(trKey)
        let registration = KISRegistration(
            transaction: transaction.map(TextSanitizer.sanitize) ?? KISRealtimeFrameDecoder.tradeTransaction, key: key
        )
        switch messageCode {
        case "OPSP0000": self = .subscribed(registration)
        case "OPSP0002": self = .alreadySubscribed(registration)
        case "OPSP0008": self = .registrationLimitReached(registration)
        case "OPSP0011": self = .invalidApprovalKey
        case "OPSP8996": self = .appKeyInUse
        default:
            self = resultCode == "0"
                ? .unsubscribed(registration)
                : .refused(code: key, messageCode: ServerText.code(messageCode), message: ServerText.message(message))
        }
    }
}
