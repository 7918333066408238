// How a yes/no confirmation ended.

/// The user's answer to a `ConfirmDialogViewModel`.
public enum ConfirmDialogResult: Hashable, Sendable {
    /// y or Enter: the action ran.
    case confirmed
    /// n or Esc: nothing was done.
    case declined
    /// d, in a dialog that has an alternative: the alternative ran.
    case alternative
}
