// The input dialog's basic rules for a watchlist name, taken from the domain's WatchlistNameRules.

import Domain

extension InputRules {
    /// Empty, forbidden characters and width as `WatchlistNameRules` says, with `WatchlistNameError`'s
    /// messages, so the dialog refuses exactly what the create and rename use cases would.
    public static let watchlistName = InputRules(
        emptyMessage: WatchlistNameError.empty.message,
        forbiddenCharacters: CharacterRule(
            isForbidden: isForbiddenInWatchlistName,
            message: { WatchlistNameError.forbiddenCharacter($0).message }
        ),
        maximumWidth: WidthRule(maximumCells: WatchlistNameRules.maximumWidth) { cells in
            WatchlistNameError.tooLong(width: cells, limit: WatchlistNameRules.maximumWidth).message
        }
    )

    /// Asks the domain's rules about one character on its own: only a forbidden character makes a
    /// one-character name fail with `.forbiddenCharacter` (a space alone is `.empty`, which is allowed).
    private static func isForbiddenInWatchlistName(_ character: Character) -> Bool {
        if case .failure(.forbiddenCharacter) = WatchlistNameRules.validate(String(character)) { return true }
        return false
    }
}
