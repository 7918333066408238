// What a dialog lists under its field for a text: the best matches, and how many more there are.

/// The suggestions for what is typed, best first, and the number of matches left out of the list
/// (the dialog says "+3 more — keep typing" so the user knows to narrow the text down).
public struct InputSuggestionList: Hashable, Sendable {
    /// The suggestions listed, best first.
    public let entries: [InputSuggestion]
    /// How many further matches are not in `entries` (0 when every match is listed).
    public let unlistedCount: Int

    public init(_ entries: [InputSuggestion], unlistedCount: Int = 0) {
        self.entries = entries
        self.unlistedCount = max(unlistedCount, 0)
    }

    /// No suggestions at all.
    public static let empty = InputSuggestionList([])
}
