// How an input dialog ended.

/// The end of an input dialog: the value handed to the completion, or a cancellation.
public enum InputDialogResult: Hashable, Sendable {
    /// Enter was accepted: the completion ran with `value`.
    case submitted(String)
    /// Esc: nothing was done.
    case cancelled
}
