// The status bar widget: left and right segments on one row, the left truncated first.

import DisplayText
import TUICore

/// A run of text in one style, part of a `StatusBar` side.
public struct StatusSegment: Hashable, Sendable {
    public var text: String
    public var style: Style

    public init(_ text: String, style: Style = .plain) {
        self.text = text
        self.style = style
    }
}

/// One row with segments on the left (feed, last update, error) and on the right (key hints).
/// When the row is too narrow the left side is truncated first, with an ellipsis, and the right side
/// kept whole; only when the right side alone is too wide is it truncated too.
public struct StatusBar: Widget {
    public var left: [StatusSegment]
    public var right: [StatusSegment]
    /// The style of the row behind the segments.
    public var style: Style

    public init(left: [StatusSegment], right: [StatusSegment] = [], style: Style = Style(reverse: true)) {
        self.left = left
        self.right = right
        self.style = style
    }

    /// Draws into the first row of `rect`.
    public func draw(in rect: Rect, on canvas: Canvas) {
        let row = rect.row(0)
        guard !row.isEmpty else { return }
        canvas.fill(row, style: style)
        let rightWidth = min(right.reduce(0) { $0 + DisplayWidth.of($1.text) }, row.width)
        draw(right, in: Rect(x: row.maxX - rightWidth, y: row.y, width: rightWidth, height: 1), on: canvas)
        let gap = rightWidth > 0 ? 1 : 0
        draw(left, in: Rect(x: row.x, y: row.y, width: row.width - rightWidth - gap, height: 1), on: canvas)
    }

    /// Draws `segments` one after another in `area`. When they do not all fit, the text is cut where
    /// the area ends less one cell, which gets an ellipsis, and the segments after the cut are left out.
    private func draw(_ segments: [StatusSegment], in area: Rect, on canvas: Canvas) {
        guard area.width > 0 else { return }
        let fitsWhole = segments.reduce(0) { $0 + DisplayWidth.of($1.text) } <= area.width
        let limit = fitsWhole ? area.maxX : area.maxX - 1
        var x = area.x
        for segment in segments {
            let style = style.merging(segment.style)
            let (kept, width) = CellLayout.prefix(of: segment.text[...], fittingCells: limit - x)
            canvas.put(String(kept), at: Point(x: x, y: area.y), style: style, clippedTo: area)
            x += width
            if kept.endIndex != segment.text.endIndex {
                canvas.put(String(CellLayout.ellipsis), at: Point(x: x, y: area.y), style: style, clippedTo: area)
                return
            }
        }
    }
}
