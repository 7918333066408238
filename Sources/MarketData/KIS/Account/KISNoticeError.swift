// Why an execution notice frame could not be read, phrased for the status line.

import Domain

/// A refused execution-notice frame: not one, not decryptable with the subscription's key, or not a notice inside.
public enum KISNoticeError: UserFacingError, Equatable, Sendable {
    /// The frame is not `1|H0STCNI0|NNN|…` (or `H0STCNI9`).
    case notANotice
    /// The payload is not base64.
    case notBase64
    /// libcrypto is missing; the reason says which library.
    case cipherUnavailable(String)
    /// The key or IV from the acknowledgement has the wrong length.
    case badKey
    /// The decryption failed: a wrong key or IV, or damaged data (bad padding).
    case undecryptable
    /// The decrypted text has too few fields for a notice.
    case tooFewFields(Int)

    public var message: String {
        switch self {
        case .notANotice: "An execution notice from KIS was not in the expected form."
        case .notBase64: "An execution notice from KIS was not base64."
        case .cipherUnavailable(let reason): "Execution notices cannot be read: \(reason)."
        case .badKey: "KIS's notice key or IV has the wrong length."
        case .undecryptable: "An execution notice from KIS could not be decrypted (a wrong key, or damaged data)."
        case .tooFewFields(let count): "An execution notice from KIS had \(count) fields, fewer than a notice has."
        }
    }
}
