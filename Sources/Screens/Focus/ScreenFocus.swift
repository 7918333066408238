// Which part of the screen the keys go to right now.

/// The part of the screen that has the keyboard: the open dialog first, then the alert list or the holdings view, then the messages view, then the help, then the
/// filter line while it is being typed, else the watchlist.
public enum ScreenFocus: Hashable, Sendable {
    /// An input dialog (add a stock, new or rename watchlist).
    case inputDialog
    /// A yes/no confirmation.
    case confirmDialog
    /// The order review (after the ticket's Enter).
    case orderReview
    /// The alert list (A).
    case alertList
    /// The holdings view (h).
    case holdings
    /// The messages view (`m`).
    case messages
    /// The `?` overlay.
    case help
    /// The filter line after `/`, until Enter or Esc.
    case filter
    /// The stock detail view, opened with Enter on a row.
    case detail
    /// The Account view, opened with $.
    case account
    /// The watchlist pane.
    case watchlist
}
