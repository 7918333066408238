// The frame around a chart's plot: price labels at the right, time labels along the bottom.

import DisplayText
import TUICore

/// Splits a chart's area into the plot and its axes, and draws the labels. Price labels go in a
/// column at the right, each on the row of its price (one that would overlap an earlier one is left
/// out); time labels go on the bottom row, each starting under its slot (shifted left to fit).
struct ChartAxes {
    let priceLabels: [ChartLabel]
    let timeLabels: [ChartLabel]
    /// How many slots the time axis spans (a label's value is a slot index).
    let slotCount: Int
    let style: Style

    /// The plot: `area` less the label column (when there are price labels and room) and the time row
    /// (when there are time labels and at least three rows).
    func plot(in area: Rect) -> Rect {
        var plot = area
        if !timeLabels.isEmpty, area.height >= 3 { plot = plot.droppingBottom(1) }
        let labelWidth = priceLabels.map { DisplayWidth.of($0.text) }.max().map { $0 + 1 } ?? 0
        if labelWidth > 0, area.width >= labelWidth * 3 {
            plot = Rect(x: plot.x, y: plot.y, width: plot.width - labelWidth, height: plot.height)
        }
        return plot
    }

    /// The cell column of slot `slot` in a plot `width` cells wide.
    func column(ofSlot slot: Int, width: Int) -> Int {
        guard slotCount > 0 else { return 0 }
        return min(width - 1, max(0, slot * width / slotCount))
    }

    /// Draws the labels around `plot` (from `plot(in: area)`), prices placed by `scale` in cell rows.
    func draw(in area: Rect, plot: Rect, scale: ChartScale?, on canvas: Canvas) {
        if plot.maxX < area.maxX, let scale {
            let column = Rect(x: plot.maxX + 1, y: plot.y, width: area.maxX - plot.maxX - 1, height: plot.height)
            var taken = Set<Int>()
            for label in priceLabels {
                let row = scale.position(of: label.value)
                guard taken.insert(row).inserted else { continue }
                canvas.put(label.text, in: column.row(row), style: style)
            }
        }
        guard plot.maxY < area.maxY, plot.width > 0 else { return }
        let axis = Rect(x: plot.x, y: plot.maxY, width: area.maxX - plot.x, height: 1)
        var freeFrom = 0
        for label in timeLabels {
            let width = DisplayWidth.of(label.text)
            let start = min(column(ofSlot: label.value, width: plot.width), axis.width - width)
            guard start >= freeFrom else { continue }
            canvas.put(label.text, at: Point(x: axis.x + start, y: axis.y), style: style, clippedTo: axis)
            freeFrom = start + width + 1
        }
    }
}
