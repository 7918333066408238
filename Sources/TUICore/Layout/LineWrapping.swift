// Word wrapping by terminal cells, for messages in dialogs.

import DisplayText

/// Breaks text into lines of at most a number of cells (`DisplayWidth`), at spaces where it can and
/// inside a word only when the word alone is too wide. A wide character is never split.
public enum LineWrapping {
    /// The lines of `text` in `width` cells (at least one line; none when `width` is not positive).
    public static func lines(_ text: String, width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        var current = ""
        var currentWidth = 0
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            var rest = Substring(word)
            var wordWidth = DisplayWidth.of(rest)
            if currentWidth > 0, currentWidth + 1 + wordWidth <= width {
                current += " " + rest
                currentWidth += 1 + wordWidth
                continue
            }
            if currentWidth > 0 {
                lines.append(current)
            }
            while wordWidth > width {
                let (piece, pieceWidth) = CellLayout.prefix(of: rest, fittingCells: width)
                guard pieceWidth > 0 else { return lines }
                lines.append(String(piece))
                rest = rest[piece.endIndex...]
                wordWidth -= pieceWidth
            }
            current = String(rest)
            currentWidth = wordWidth
        }
        if currentWidth > 0 || lines.isEmpty { lines.append(current) }
        return lines
    }

    /// `lines(text, width:)`, at most `limit` of them: when more are needed, the last one kept holds the
    /// start of the rest and ends in an ellipsis.
    public static func lines(_ text: String, width: Int, limit: Int) -> [String] {
        let all = lines(text, width: width)
        guard limit > 0, all.count > limit else { return limit > 0 ? all : [] }
        let rest = all[(limit - 1)...].joined(separator: " ")
        return all.prefix(limit - 1) + [CellLayout.truncated(rest, toCells: width)]
    }
}
