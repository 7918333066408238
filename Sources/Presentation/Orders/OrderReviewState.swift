// Everything the order review shows, as one value per frame.

/// The review of one order: its lines in words, the warnings, the two buttons and which has the focus.
public struct OrderReviewState: Hashable, Sendable {
    /// The review's two buttons.
    public enum Button: Hashable, Sendable {
        case edit
        case send
    }

    /// How the review ended.
    public enum Result: Hashable, Sendable {
        /// Back to the ticket, its text kept.
        case edit
        /// The order was sent.
        case sent
    }

    public let title: String
    /// The order in words: mode, side, stock, quantity, price, venue, amount, fees and tax, cash after.
    public let lines: [String]
    /// The precautions passed; Send needs the override while there are any.
    public let warnings: [String]
    /// The focused button: Edit when the review opens, so a repeated Enter cannot send.
    public internal(set) var focus: Button = .edit
    public internal(set) var isOverridden = false
    /// Why the last press did nothing (Send before the override), nil otherwise.
    public internal(set) var notice: String?
    public internal(set) var result: Result?

    /// The override's key, as the review names it.
    public static let overrideHint = "o overrides the warnings"
    /// The keys' line.
    public static let keysHint = "Tab/←/→ choose · Enter presses · Esc edits"

    /// True once the review has ended: the screen removes it.
    public var isClosed: Bool { result != nil }

    /// True while Send would refuse for want of the override.
    public var needsOverride: Bool { !warnings.isEmpty && !isOverridden }
}
