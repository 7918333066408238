// The order book as a ladder: asks above, bids below, each level's quantity as a bar, totals and the auction's expected price.

import DisplayText
import TUICore

/// A 호가창: the ask levels (farthest at the top, best just above the middle) and the bid levels (best
/// just below, farthest at the bottom), each row `quantity bar | price | quantity bar` with asks' bars
/// on the left and bids' on the right, all scaled to the largest quantity shown. Under them the total
/// quantities of both sides and, during an auction, the expected price line.
///
/// When the area is too short for every level, the farthest levels are left out on both sides evenly,
/// so the best prices always show.
public struct OrderBookLadder: Widget {
    /// One price level as drawn.
    public struct Level: Hashable, Sendable {
        public var priceText: String
        public var priceStyle: Style
        public var quantity: Int
        public var quantityText: String

        public init(priceText: String, priceStyle: Style = .plain, quantity: Int, quantityText: String) {
            self.priceText = priceText
            self.priceStyle = priceStyle
            self.quantity = quantity
            self.quantityText = quantityText
        }
    }

    /// Ask levels, best (lowest) first.
    public var asks: [Level]
    /// Bid levels, best (highest) first.
    public var bids: [Level]
    /// The totals row's texts ("잔량 123,456"), nil to leave it out.
    public var totals: (ask: String, bid: String)?
    /// The expected price during an auction ("예상체결 71,600 +0.85%"), nil otherwise.
    public var expectedPrice: String?
    public var askStyle: Style
    public var bidStyle: Style

    private static let eighths: [Character] = ["▏", "▎", "▍", "▌", "▋", "▊", "▉", "█"]

    public init(
        asks: [Level], bids: [Level], totals: (ask: String, bid: String)?, expectedPrice: String?,
        askStyle: Style, bidStyle: Style
    ) {
        self.asks = asks
        self.bids = bids
        self.totals = totals
        self.expectedPrice = expectedPrice
        self.askStyle = askStyle
        self.bidStyle = bidStyle
    }

    public func draw(in area: Rect, on canvas: Canvas) {
        let footer = (totals == nil ? 0 : 1) + (expectedPrice == nil ? 0 : 1)
        let perSide = max(0, min(max(asks.count, bids.count), (area.height - footer) / 2))
        let shownAsks = Array(asks.prefix(perSide))
        let shownBids = Array(bids.prefix(perSide))
        let priceWidth = (shownAsks + shownBids).map { DisplayWidth.of($0.priceText) }.max().map { $0 + 2 } ?? 2
        let sideWidth = max(0, (area.width - priceWidth) / 2)
        let largest = max(1, (shownAsks + shownBids).map(\.quantity).max() ?? 1)
        let priceColumn = Rect(x: area.x + sideWidth, y: area.y, width: priceWidth, height: area.height)
        for (index, level) in shownAsks.enumerated().reversed() {
            let y = area.y + perSide - 1 - index
            drawLevel(level, y: y, askSide: true, sideWidth: sideWidth, largest: largest, priceColumn: priceColumn, in: area, on: canvas)
        }
        for (index, level) in shownBids.enumerated() {
            drawLevel(level, y: area.y + perSide + index, askSide: false, sideWidth: sideWidth, largest: largest, priceColumn: priceColumn, in: area, on: canvas)
        }
        var row = 2 * perSide
        if let totals, row < area.height {
            let line = area.row(row)
            canvas.put(totals.ask, in: Rect(x: area.x, y: line.y, width: sideWidth, height: 1), style: askStyle, alignment: .right)
            canvas.put(totals.bid, in: Rect(x: priceColumn.maxX, y: line.y, width: area.maxX - priceColumn.maxX, height: 1), style: bidStyle)
            row += 1
        }
        if let expectedPrice, row < area.height {
            canvas.put(expectedPrice, in: area.row(row), style: Style(bold: true), alignment: .center)
        }
    }

    /// One level: quantity and bar on its side of the price (asks left, growing leftwards; bids right).
    /// Bids' bars end in a partial eighth block; asks' are whole cells, as the partial blocks are all
    /// left-aligned and would leave a gap at a bar's left end.
    private func drawLevel(
        _ level: Level, y: Int, askSide: Bool, sideWidth: Int, largest: Int, priceColumn: Rect, in area: Rect, on canvas: Canvas
    ) {
        canvas.put(level.priceText, in: Rect(x: priceColumn.x, y: y, width: priceColumn.width, height: 1), style: level.priceStyle, alignment: .center)
        let quantityWidth = DisplayWidth.of(level.quantityText)
        let barRoom = max(0, sideWidth - quantityWidth - 1)
        let eighthsLong = level.quantity * barRoom * 8 / largest
        var bar = String(repeating: "█", count: askSide ? (eighthsLong + 7) / 8 : eighthsLong / 8)
        if !askSide, eighthsLong % 8 > 0 { bar.append(Self.eighths[eighthsLong % 8 - 1]) }
        if level.quantity > 0, bar.isEmpty, barRoom > 0 { bar = "▏" }
        let style = askSide ? askStyle : bidStyle
        if askSide {
            let side = Rect(x: area.x, y: y, width: sideWidth, height: 1)
            canvas.put(level.quantityText, in: side, style: .plain, alignment: .right)
            let barEnd = side.maxX - quantityWidth - 1
            canvas.put(bar, at: Point(x: barEnd - DisplayWidth.of(bar), y: y), style: style, clippedTo: side)
        } else {
            let side = Rect(x: priceColumn.maxX, y: y, width: area.maxX - priceColumn.maxX, height: 1)
            canvas.put(level.quantityText, in: side, style: .plain)
            canvas.put(bar, at: Point(x: side.x + quantityWidth + 1, y: y), style: style, clippedTo: side)
        }
    }
}
