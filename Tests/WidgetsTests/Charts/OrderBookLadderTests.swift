// The order book ladder on the memory canvas: asks above bids, bars to scale, totals, expected price, trimming.

import DisplayText
import TUICore
import Testing
import Widgets

@Suite struct OrderBookLadderTests {
    private func levels(from price: Int, step: Int, quantities: [Int]) -> [OrderBookLadder.Level] {
        quantities.enumerated().map { index, quantity in
            OrderBookLadder.Level(priceText: String(price + index * step), quantity: quantity, quantityText: String(quantity))
        }
    }

    private func drawn(_ ladder: OrderBookLadder, width: Int, height: Int) -> MemoryCanvas {
        let canvas = MemoryCanvas(size: Size(width: width, height: height))
        ladder.draw(in: canvas.bounds, on: canvas)
        return canvas
    }

    private func ladder(asks: [Int], bids: [Int], expected: String? = nil) -> OrderBookLadder {
        OrderBookLadder(
            asks: levels(from: 101, step: 1, quantities: asks),
            bids: levels(from: 100, step: -1, quantities: bids),
            totals: (ask: "매도 \(asks.reduce(0, +))", bid: "매수 \(bids.reduce(0, +))"),
            expectedPrice: expected,
            askStyle: Style(foreground: .blue),
            bidStyle: Style(foreground: .red)
        )
    }

    @Test func asksAboveBidsWithBarsToScaleAndTotals() {
        let canvas = drawn(ladder(asks: [40, 80], bids: [20, 10]), width: 25, height: 5)
        #expect(canvas.lines == ["███████ 80 102           ", "   ████ 40 101           ", "           100 20 █▊     ", "           99  10 ▉      ", "  매도 120     매수 30   "])
    }

    @Test func theExpectedPriceShowsDuringAnAuction() {
        let canvas = drawn(ladder(asks: [5], bids: [5], expected: "예상 100 +1.0%"), width: 21, height: 4)
        #expect(canvas.lines == ["██████ 5 101         ", "         100 5 ██████", "  매도 5     매수 5  ", "   예상 100 +1.0%    "])
    }

    @Test func tenAndTenLevelsFitIn22Rows() {
        let canvas = drawn(ladder(asks: Array(1...10), bids: Array(1...10)), width: 30, height: 22)
        #expect(canvas.lines[0].contains("110"))
        #expect(canvas.lines[19].contains("91"))
        #expect(canvas.lines[20].contains("매도 55"))
    }

    @Test func aShortAreaKeepsTheBestLevels() {
        let canvas = drawn(ladder(asks: Array(1...10), bids: Array(1...10)), width: 30, height: 7)
        #expect(canvas.lines.count == 7)
        #expect(canvas.lines[2].contains("101"))
        #expect(canvas.lines[3].contains("100"))
        #expect(!canvas.lines.joined().contains("110"))
    }

    @Test func anEmptyBookDrawsOnlyTheTotals() {
        let canvas = drawn(ladder(asks: [], bids: []), width: 20, height: 3)
        #expect(canvas.trimmedLines == ["   매도 0  매수 0", "", ""])
    }
}
