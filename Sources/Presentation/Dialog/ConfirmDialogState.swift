// Everything a yes/no confirmation shows.

/// What the confirmation dialog looks like: a title, the question, and, once answered, the answer.
public struct ConfirmDialogState: Hashable, Sendable {
    /// The heading, e.g. "Remove a stock".
    public let title: String
    /// The question, e.g. "Remove 카카오 (035720) from 관심종목?".
    public let message: String
    /// The keys' line when the dialog has an alternative answer, nil for the plain yes/no one.
    public let hint: String?
    /// The answer, nil while the dialog is open.
    public internal(set) var result: ConfirmDialogResult?

    /// True once answered: the screen should remove the dialog.
    public var isClosed: Bool { result != nil }
}
