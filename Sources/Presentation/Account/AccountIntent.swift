// What the user can do in the Account view.

/// A key of the Account view, decoded.
public enum AccountIntent: Hashable, Sendable {
    /// Move the selection through the holdings and on into today's orders (↑/↓ j/k, PgUp/PgDn, g/G).
    case select(SelectionMove)
    /// Jump between the holdings and today's orders (Tab).
    case switchList
    /// Read the account again (r).
    case refresh
    /// Turn the selected holding into a lot of the shown watchlist (i): the shares the lots lack.
    case importSelected
    /// Rebuild the lots of the selected holding from the account's fills (f), after a confirmation.
    case rebuildSelected
    /// Cancel what rests of the selected order (c), after a confirmation.
    case cancelSelected
    /// Re-price what rests of the selected order (e): its revise ticket, then the review.
    case reviseSelected
}
