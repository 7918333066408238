// Editing the filter line of the watchlist pane (`/`).

import DisplayText

/// An intent on the filter that narrows the rows to stocks matching a code, name or 초성.
public enum FilterEdit: Hashable, Sendable {
    /// `/`: starts editing the filter (keys then go to the filter line).
    case begin
    /// A text edit while editing; the rows follow at once.
    case edit(TextEdit)
    /// Enter: stops editing and keeps the filter.
    case apply
    /// Esc: stops editing and removes the filter.
    case clear
}
