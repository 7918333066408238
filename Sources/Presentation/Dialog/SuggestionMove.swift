// A move of the picked suggestion in a dialog's list (↑/↓).

/// Moves the pick in the suggestion list. Up from the first suggestion returns to the typed text.
public enum SuggestionMove: Hashable, Sendable {
    case up
    case down
}
