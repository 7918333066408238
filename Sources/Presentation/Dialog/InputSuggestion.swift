// One entry of the list shown under a dialog's text field while the user types.

/// A suggestion under the text field: what the list shows, and what Enter submits when it is picked.
public struct InputSuggestion: Hashable, Sendable {
    /// The main text of the line, e.g. "삼성전자".
    public let title: String
    /// Secondary text drawn after the title, dimmer, e.g. "005930 · KOSPI".
    public let detail: String
    /// What Enter hands to the rules, the check and the completion when this suggestion is picked.
    public let value: String

    public init(title: String, detail: String = "", value: String) {
        self.title = title
        self.detail = detail
        self.value = value
    }
}
