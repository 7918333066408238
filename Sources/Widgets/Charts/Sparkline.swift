// A one-row price path in block characters (▁▂▃▄▅▆▇█) for a table cell: today's path at a glance.

import TUICore

/// Today's path in one row of `▁▂▃▄▅▆▇█`: the session's `slotCount` slots (e.g. 78 five-minute bars
/// from 09:00 to 15:30) spread across the width, each cell showing the last price of its slots, scaled
/// between the path's own low and high (a flat path sits on `▄`). Cells for time not traded yet are
/// left blank, so the path grows to the right through the day. Each cell is coloured against
/// `reference` (the previous close): rise above, fall below.
public struct Sparkline: Widget {
    /// The price of each slot from the session's start; shorter than `slotCount` before the close.
    public var prices: [Int?]
    public var slotCount: Int
    public var reference: Int?
    public var palette: ChartPalette

    private static let levels: [Character] = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]

    public init(prices: [Int?], slotCount: Int, reference: Int?, palette: ChartPalette) {
        self.prices = prices
        self.slotCount = max(1, slotCount, prices.count)
        self.reference = reference
        self.palette = palette
    }

    public func draw(in area: Rect, on canvas: Canvas) {
        let row = area.row(0)
        guard row.width > 0, let scale = ChartScale(covering: prices.lazy.compactMap { $0 }, steps: Self.levels.count) else { return }
        var run = CellRunBuilder(row: 0, area: row)
        var lastStyle = palette.flat
        var lastPrice: Int?
        for column in 0..<row.width {
            let start = column * slotCount / row.width
            guard start < prices.count else { break }
            let end = min(prices.count, max(start + 1, (column + 1) * slotCount / row.width))
            var shown: Int?
            for slot in (start..<end).reversed() where prices[slot] != nil {
                shown = prices[slot]
                break
            }
            guard let price = shown else {
                run.flush(on: canvas)
                continue
            }
            if price != lastPrice {
                lastStyle = palette.style(for: price, against: reference)
                lastPrice = price
            }
            run.append(Self.levels[Self.levels.count - 1 - scale.position(of: price)], at: column, style: lastStyle, on: canvas)
        }
        run.flush(on: canvas)
    }
}
