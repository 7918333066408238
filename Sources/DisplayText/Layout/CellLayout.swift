// Fitting text into a number of terminal cells: prefix, truncation with an ellipsis, padding.

/// Cell-based text layout. Widths are `DisplayWidth`'s; a wide character is never split: where only one
/// of its two cells would fit, it is left out (and padding, if any, fills the gap).
public enum CellLayout {
    /// The ellipsis that marks truncated text (one cell wide).
    public static let ellipsis: Character = "…"

    /// The longest prefix of `text` that fits in `cells` cells, and its width.
    public static func prefix(of text: Substring, fittingCells cells: Int) -> (text: Substring, width: Int) {
        var width = 0
        var end = text.startIndex
        for index in text.indices {
            let next = width + DisplayWidth.of(text[index])
            if next > cells { break }
            width = next
            end = text.index(after: index)
        }
        return (text[text.startIndex..<end], width)
    }

    /// `text` if it fits in `cells` cells, else its longest prefix that fits together with an ellipsis.
    public static func truncated(_ text: String, toCells cells: Int) -> String {
        guard cells > 0 else { return "" }
        guard DisplayWidth.of(text) > cells else { return text }
        let kept = prefix(of: text[...], fittingCells: cells - DisplayWidth.of(ellipsis)).text
        return String(kept) + String(ellipsis)
    }

    /// `text` truncated (with an ellipsis) or padded with spaces to exactly `cells` cells.
    public static func padded(_ text: String, toCells cells: Int, alignment: TextAlignment = .left) -> String {
        let fitted = truncated(text, toCells: cells)
        let width = DisplayWidth.of(fitted)
        let leading = alignment.leadingPadding(contentWidth: width, cells: cells)
        let trailing = max(0, cells - width - leading)
        return String(repeating: " ", count: leading) + fitted + String(repeating: " ", count: trailing)
    }
}
