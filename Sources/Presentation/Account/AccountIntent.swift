// What the user can do in the Account view.

/// A key of the Account view, decoded.
public enum AccountIntent: Hashable, Sendable {
    /// Move the selected holding (↑/↓ j/k, PgUp/PgDn, g/G).
    case select(SelectionMove)
    /// Read the account again (r).
    case refresh
    /// Turn the selected holding into a lot of the shown watchlist (i): the shares the lots lack.
    case importSelected
}
