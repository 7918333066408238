// Which basic rule of an input dialog the text broke, with the message for the error line.

import Domain

/// A broken `InputRules` rule.
public enum InputRuleViolation: UserFacingError, Hashable, Sendable {
    /// Nothing was typed (after trimming).
    case empty(message: String)
    /// `character` is not allowed.
    case forbiddenCharacter(Character, message: String)
    /// The text takes `cells` terminal cells, more than allowed.
    case tooWide(cells: Int, message: String)

    public var message: String {
        switch self {
        case .empty(let message), .forbiddenCharacter(_, let message), .tooWide(_, let message): return message
        }
    }
}
