// The answer of a caller's check of what was typed in a dialog.

/// Whether a value the user entered is acceptable, and if not, why (in words for the user).
public enum Validation: Hashable, Sendable {
    case valid
    /// Not acceptable; `message` goes on the dialog's error line.
    case invalid(message: String)
}
