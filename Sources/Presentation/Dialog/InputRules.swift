// The basic rules an input dialog checks itself before asking its caller: trim, empty, characters, width.

import DisplayText

/// The checks an `InputDialogViewModel` runs on Enter, in this order, before the caller's own check:
/// trim the text, refuse it empty, refuse forbidden characters, refuse it wider than allowed. Each rule
/// that is set carries the message shown when it is broken.
public struct InputRules: Sendable {
    /// Characters the text may not contain, and the message naming the first one found.
    public struct CharacterRule: Sendable {
        public let isForbidden: @Sendable (Character) -> Bool
        public let message: @Sendable (Character) -> String

        public init(isForbidden: @escaping @Sendable (Character) -> Bool, message: @escaping @Sendable (Character) -> String) {
            self.isForbidden = isForbidden
            self.message = message
        }

        /// Forbids exactly the characters in `characters`.
        public static func forbidding(_ characters: Set<Character>, message: @escaping @Sendable (Character) -> String) -> CharacterRule {
            CharacterRule(isForbidden: { characters.contains($0) }, message: message)
        }
    }

    /// The most terminal cells the text may take (`DisplayWidth`: a Hangul syllable is 2), and the
    /// message for a text that takes `cells`.
    public struct WidthRule: Sendable {
        public let maximumCells: Int
        public let message: @Sendable (_ cells: Int) -> String

        public init(maximumCells: Int, message: @escaping @Sendable (_ cells: Int) -> String) {
            self.maximumCells = maximumCells
            self.message = message
        }
    }

    /// Whether white space around the text is removed before the other rules and the caller see it.
    public var trimsWhitespace: Bool
    /// The message for an empty text, or nil when an empty text is acceptable.
    public var emptyMessage: String?
    public var forbiddenCharacters: CharacterRule?
    public var maximumWidth: WidthRule?

    public init(
        trimsWhitespace: Bool = true,
        emptyMessage: String? = nil,
        forbiddenCharacters: CharacterRule? = nil,
        maximumWidth: WidthRule? = nil
    ) {
        self.trimsWhitespace = trimsWhitespace
        self.emptyMessage = emptyMessage
        self.forbiddenCharacters = forbiddenCharacters
        self.maximumWidth = maximumWidth
    }

    /// The text to hand on (trimmed if so set), or the first rule it breaks.
    public func check(_ text: String) -> Result<String, InputRuleViolation> {
        let value = trimsWhitespace ? Self.trimmed(text) : text
        if let emptyMessage, value.isEmpty {
            return .failure(.empty(message: emptyMessage))
        }
        if let rule = forbiddenCharacters, let character = value.first(where: rule.isForbidden) {
            return .failure(.forbiddenCharacter(character, message: rule.message(character)))
        }
        if let rule = maximumWidth {
            let cells = DisplayWidth.of(value)
            if cells > rule.maximumCells { return .failure(.tooWide(cells: cells, message: rule.message(cells))) }
        }
        return .success(value)
    }

    private static func trimmed(_ text: String) -> String {
        let isKept: (Character) -> Bool = { !$0.isWhitespace }
        guard let first = text.firstIndex(where: isKept), let last = text.lastIndex(where: isKept) else { return "" }
        return String(text[first...last])
    }
}
