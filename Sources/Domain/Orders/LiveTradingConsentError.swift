// Why the live-trading consent was not given: the wrong text, or a config.json that could not keep it.

/// The consent dialog's error line. Either way live orders stay off.
public enum LiveTradingConsentError: UserFacingError, Sendable, Equatable {
    /// The text is not the account number in full.
    case notTyped(maskedAccount: String)
    /// It was typed but not kept (config.json could not be written); `reason` is the store's words.
    case unrecorded(reason: String)

    public var message: String {
        switch self {
        case .notTyped(let masked): "Type the account number \(masked) in full (8-2 digits) to agree; Esc leaves live orders off."
        case .unrecorded(let reason): "The consent could not be recorded: \(reason) Live orders stay off."
        }
    }
}
