// One row of a table: its cells and the style the whole row is drawn in.

import TUICore

/// A cell of a table: its text, and the style of its whole cell, drawn over its row's style.
public struct TableCell: Hashable, Sendable, ExpressibleByStringLiteral {
    public var text: String
    public var style: Style

    public init(_ text: String, style: Style = .plain) {
        self.text = text
        self.style = style
    }

    public init(stringLiteral text: String) {
        self.init(text)
    }
}

/// A row of a `Table`. `style` covers the whole row (e.g. dim for a stale quote); each cell's style is
/// drawn over it. Text should already be sanitised (`TextSanitizer`) if it came from outside.
public struct TableRow: Hashable, Sendable {
    public var cells: [TableCell]
    public var style: Style

    public init(_ cells: [TableCell], style: Style = .plain) {
        self.cells = cells
        self.style = style
    }
}
