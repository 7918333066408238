// Frames that put back unchanged table rows match frames drawn from scratch, cell for cell.

import Domain
@testable import Screens
import TUICore
import Testing

@Suite struct WatchlistRowReuseTests {
    /// Seven stocks and six unlisted codes: more rows than a 12-line screen shows, so it scrolls.
    private func harness() -> ScreenHarness {
        let codes = ScreenHarness.stocks.map(\.code) + (1...6).compactMap { StockCode("90000\($0)") }
        let harness = ScreenHarness([Watchlist(id: WatchlistID("all"), name: "전체", codes: codes)], size: Size(width: 80, height: 12))
        harness.quote("005930", price: 71_500, base: 70_000, volume: 1_234_567)
        harness.quote("000660", price: 178_200, base: 180_000, volume: 98_765)
        harness.quote("035420", price: 187_300, base: 187_300, volume: 4_321)
        return harness
    }

    /// Renders a frame (reusing rows) and checks it against the same screen drawn with every row laid
    /// out afresh, cell by cell (character, width and style).
    private func expectReusedFrameMatchesScratch(_ harness: ScreenHarness, _ step: String, sourceLocation: SourceLocation = #_sourceLocation) {
        harness.render()
        let scratch = MemoryCanvas(size: harness.canvas.size)
        harness.screen.draw(on: scratch, reusingRows: false)
        let size = scratch.size
        let differing = (0..<size.height).flatMap { y in
            (0..<size.width).map { Point(x: $0, y: y) }.filter { harness.canvas.cell(at: $0) != scratch.cell(at: $0) }
        }
        #expect(differing.isEmpty, "\(step): \(differing.count) cells differ, first at \(String(describing: differing.first))\n\(harness.canvas.lines.joined(separator: "\n"))\n---\n\(scratch.lines.joined(separator: "\n"))", sourceLocation: sourceLocation)
    }

    @Test func everyFrameOfAScenarioMatchesItsFrameFromScratch() {
        let harness = harness()
        let steps: [(String, (ScreenHarness) -> Void)] = [
            ("first frame", { _ in }),
            ("unchanged", { _ in }),
            ("a trade flashes", { $0.quote("000660", price: 178_300, base: 180_000) }),
            ("the flash fades", { $0.advance(ticks: 10) }),
            ("selection down", { $0.press(.down) }),
            ("selection up", { $0.press(.up) }),
            ("scrolled a page", { $0.press(.pageDown) }),
            ("scrolled to the end", { $0.press(.character("G")) }),
            ("back to the top", { $0.press(.character("g")) }),
            ("sorted", { $0.press(.character("s")) }),
            ("sort reversed", { $0.press(.character("S")) }),
            ("filter typed", { $0.press(.character("/")); $0.type("삼성") }),
            ("filter applied", { $0.press(.enter) }),
            ("filter cleared", { $0.press(.character("/"), .escape) }),
            ("dialog open", { $0.press(.character("a")) }),
            ("dialog closed", { $0.press(.escape) }),
            ("help open", { $0.press(.character("?")) }),
            ("help closed", { $0.press(.character("?")) }),
            ("narrower", { $0.canvas.resize(to: Size(width: 60, height: 12)) }),
            ("wide and tall", { $0.canvas.resize(to: Size(width: 200, height: 30)) }),
            ("a trade at 200 columns", { $0.quote("005930", price: 71_600, base: 70_000) }),
            ("detail open", { $0.press(.enter) }),
            ("detail closed", { $0.press(.escape) }),
            ("a second later", { $0.advance(ticks: 10) }),
            ("rows go stale", { $0.advance(ticks: 400) }),
            ("back to 80×24", { $0.canvas.resize(to: Size(width: 80, height: 24)) }),
        ]
        for (name, step) in steps {
            step(harness)
            expectReusedFrameMatchesScratch(harness, name)
        }
        #expect(harness.screen.restoredRows > 50, "unchanged rows were put back, not laid out")
    }

    @Test func onlyTheRowsThatChangedAreLaidOutAgain() {
        let harness = harness()
        harness.render()
        harness.advance(ticks: 10)
        harness.render()
        let before = harness.screen.restoredRows
        harness.quote("035420", price: 187_400, base: 187_300)
        harness.render()
        // 9 rows shown; the traded row is drawn again, the other 8 and the header are put back (the
        // status bar is drawn again: its update time moved to this second).
        #expect(harness.screen.restoredRows - before == 9)
    }

    @Test func theHeaderIsPutBackWhileItsInputStaysAndDrawnAgainWhenTheClockMoves() {
        let harness = harness()
        harness.advance(ticks: 10)
        harness.render()
        let clock = harness.canvas.lines[0]
        let before = harness.screen.restoredRows
        harness.render()
        #expect(harness.screen.restoredRows - before == 11, "the 9 rows shown, the header and the status bar put back")
        harness.advance(ticks: 10)
        harness.render()
        #expect(harness.canvas.lines[0] != clock, "a second later the clock moved: \(harness.canvas.lines[0])")
    }
}
