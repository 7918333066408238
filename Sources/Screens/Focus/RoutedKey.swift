// What a key press means for the part of the screen that has the focus.

import DisplayText
import Presentation

/// A key, decoded for the focused part of the screen.
public enum RoutedKey: Hashable, Sendable {
    /// An intent for the watchlist's view model.
    case watchlist(WatchlistIntent)
    /// Text editing in the open input dialog.
    case dialogEdit(TextEdit)
    /// Enter in the open input dialog.
    case dialogSubmit
    /// Esc in the open input dialog.
    case dialogCancel
    /// ↑/↓ in the open input dialog's suggestions.
    case dialogPick(SuggestionMove)
    /// The answer to the open confirmation: true for yes.
    case confirm(Bool)
    /// d in the open confirmation: its alternative answer, if it has one.
    case confirmAlternative
    /// A key for the open order review.
    case orderReview(OrderReviewKey)
    /// An intent for the open detail view.
    case detail(StockDetailIntent)
    /// Close the detail view, back to the watchlist (Esc).
    case closeDetail
    /// Open the Account view ($).
    case openAccount
    /// An intent for the open Account view.
    case account(AccountIntent)
    /// Close the Account view, back to the watchlist (Esc).
    case closeAccount
    /// A key for the open alert list.
    case alertList(AlertListKey)
    /// A key for the open holdings view.
    case holdings(HoldingsKey)
    /// Show or hide the help overlay.
    case toggleHelp
    /// Scroll the help (when it is taller than the screen).
    case help(SelectionMove)
    /// Open or close the messages view (`m`).
    case toggleMessages
    /// Scroll the open messages view.
    case messages(SelectionMove)
    /// Quit the app.
    case quit
    /// The terminal changed size: only redraw.
    case redraw
    /// Nothing to do.
    case ignored
}
