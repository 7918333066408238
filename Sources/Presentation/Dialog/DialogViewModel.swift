// What the watchlist screen asks to open: an input or a confirmation dialog, its view model ready to wire.

/// What `WatchlistViewModel` asks the screen to open. The screen builds the dialog's `Input` from its
/// keys, subscribes to the view model's output, draws each state on top of the watchlist, and removes
/// the dialog when the state says it is closed (the output then completes).
///
/// Keys while a dialog is open:
/// - Input dialog: text keys → `edits` (`TextField.edit(for:)`), Enter → `submit`, Esc → `cancel`,
///   ↑/↓ → `suggestionMoves`. Draw `title`, `prompt`, `text`, `suggestions` with `selectedSuggestion`
///   highlighted, and `statusLine` (the error, or "checking…") on the error line.
/// - Confirmation: y/Enter → `confirm`, n/Esc → `decline`. Draw `title` and `message`.
public enum DialogViewModel {
    /// A one-line input (add a stock, new watchlist, rename watchlist).
    case input(InputDialogViewModel)
    /// A yes/no question (remove a stock, delete a watchlist).
    case confirm(ConfirmDialogViewModel)
    /// The review of an order before it is sent: Tab/←/→ move the focus (it opens on Edit), Enter
    /// presses the focused button, Esc edits, `o` overrides. Draw `title`, `lines`, `warnings`, `notice`
    /// and the two buttons with `focus` highlighted.
    case orderReview(OrderReviewViewModel)
}
