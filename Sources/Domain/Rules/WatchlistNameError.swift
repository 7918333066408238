// Why a watchlist name is refused, one case per rule, each with its own message.

import DisplayText

/// A watchlist name that breaks a rule of `WatchlistNameRules` or is already used.
public enum WatchlistNameError: UserFacingError, Sendable, Equatable {
    /// Nothing but white space was typed.
    case empty
    /// The trimmed name takes `width` terminal cells, more than `limit`.
    case tooLong(width: Int, limit: Int)
    /// The name contains a character that is not allowed (the first one found).
    case forbiddenCharacter(Character)
    /// Another watchlist already has this name (compared trimmed and case-insensitively).
    case alreadyTaken(String)

    public var message: String {
        switch self {
        case .empty:
            return "Type a name for the watchlist."
        case .tooLong(let width, let limit):
            return "A watchlist name can take at most \(limit) cells (Korean letters take 2); this one takes \(width)."
        case .forbiddenCharacter(let character):
            return "\(Self.describe(character)) can't be used in a watchlist name: use letters, digits, spaces and - _ . & ( )."
        case .alreadyTaken(let name):
            return "Name taken: there is already a watchlist called \"\(name)\"."
        }
    }

    /// A visible character in quotes, an invisible one (tab, new line, zero-width) by its code point.
    private static func describe(_ character: Character) -> String {
        let visible = DisplayWidth.of(character) > 0 && !character.isWhitespace
        if visible { return "\"\(character)\"" }
        return character.unicodeScalars.map { scalar in
            let hex = String(scalar.value, radix: 16, uppercase: true)
            return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        }
        .joined(separator: " ")
    }
}
