// What a watchlist name may be: 1–20 terminal cells after trimming; letters, digits, space and - _ . & ( ).

import DisplayText
import FoundationEssentials

/// The rules every watchlist name follows, checked by the name dialog and the create/rename use cases.
public enum WatchlistNameRules {
    /// The widest name, in terminal cells (a Hangul syllable takes 2).
    public static let maximumWidth = 20

    /// The punctuation allowed besides letters of any script and decimal digits.
    public static let allowedPunctuation: Set<Character> = [" ", "-", "_", ".", "&", "(", ")"]

    /// The name as it will be stored (trimmed, canonically composed), or the first rule it breaks:
    /// empty, then a forbidden character, then too wide.
    public static func validate(_ raw: String) -> Result<String, WatchlistNameError> {
        let name = normalize(raw)
        if name.isEmpty { return .failure(.empty) }
        if let forbidden = name.first(where: { !isAllowed($0) }) { return .failure(.forbiddenCharacter(forbidden)) }
        let width = DisplayWidth.of(name)
        if width > maximumWidth { return .failure(.tooLong(width: width, limit: maximumWidth)) }
        return .success(name)
    }

    /// `validate(raw)`, and then `.alreadyTaken` when another list than `excluding` has the same name
    /// (both normalized, compared case-insensitively).
    public static func validate(_ raw: String, among watchlists: [Watchlist], excluding: WatchlistID?) -> Result<String, WatchlistNameError> {
        validate(raw).flatMap { name in
            let taken = watchlists.first { $0.id != excluding && sameName($0.name, name) }
            return taken.map { .failure(.alreadyTaken($0.name)) } ?? .success(name)
        }
    }

    /// Whether two names are the same watchlist name: equal once normalized, ignoring case.
    public static func sameName(_ first: String, _ second: String) -> Bool {
        normalize(first).lowercased() == normalize(second).lowercased()
    }

    /// The form names are stored and compared in: trimmed and canonically composed (NFC).
    public static func normalize(_ raw: String) -> String {
        raw.trimmingWhitespace().canonicallyComposed()
    }

    private static func isAllowed(_ character: Character) -> Bool {
        character.isLetter
            || character.unicodeScalars.allSatisfy { $0.properties.numericType == .decimal }
            || allowedPunctuation.contains(character)
    }
}
