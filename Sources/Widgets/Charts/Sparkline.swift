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

    /// The eight block heights, `▁` (U+2581) to `█` (U+2588): the UTF-8 bytes E2 96 81…88.
    private static let levelCount = 8

    /// How a cell is coloured against the reference.
    private enum Tone: Equatable {
        case rise, fall, flat
    }

    public init(prices: [Int?], slotCount: Int, reference: Int?, palette: ChartPalette) {
        self.prices = prices
        self.slotCount = max(1, slotCount, prices.count)
        self.reference = reference
        self.palette = palette
    }

    /// Writes the row's UTF-8 into one stack buffer and hands the canvas one string per run of
    /// adjacent cells in one tone (usually one or two per row): no `Character` or `Style` is built or
    /// compared per cell, which is what a list of 200 rows redrawn every frame needs.
    public func draw(in area: Rect, on canvas: Canvas) {
        let row = area.row(0)
        guard row.width > 0, let scale = ChartScale(covering: prices.lazy.compactMap { $0 }, steps: Self.levelCount) else { return }
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 3 * row.width) { bytes in
            var runStart = 0
            var runLength = 0
            var runTone = Tone.flat
            var lastPrice: Int?
            var lastLevel: UInt8 = 0
            var lastTone = Tone.flat
            func flush() {
                guard runLength > 0 else { return }
                let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[0..<(3 * runLength)]), as: UTF8.self)
                canvas.put(text, at: Point(x: row.x + runStart, y: row.y), style: style(of: runTone), clippedTo: row)
                runLength = 0
            }
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
                    flush()
                    continue
                }
                if price != lastPrice {
                    lastPrice = price
                    lastLevel = UInt8(Self.levelCount - 1 - scale.position(of: price))
                    lastTone = tone(of: price)
                }
                if runLength > 0, lastTone != runTone { flush() }
                if runLength == 0 {
                    runStart = column
                    runTone = lastTone
                }
                bytes[3 * runLength] = 0xE2
                bytes[3 * runLength + 1] = 0x96
                bytes[3 * runLength + 2] = 0x81 + lastLevel
                runLength += 1
            }
            flush()
        }
    }

    private func tone(of price: Int) -> Tone {
        guard let reference else { return .flat }
        return price > reference ? .rise : price < reference ? .fall : .flat
    }

    private func style(of tone: Tone) -> Style {
        switch tone {
        case .rise: palette.rise
        case .fall: palette.fall
        case .flat: palette.flat
        }
    }
}
