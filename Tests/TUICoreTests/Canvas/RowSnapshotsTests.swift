// Rows kept between frames: put back only for the same input on the same rectangle.

import TUICore
import Testing

@Suite struct RowSnapshotsTests {
    private let row = Rect(x: 0, y: 2, width: 12, height: 1)

    /// Draws `text` as the row through `rows`, returning whether it was laid out (not put back).
    private func draw(_ text: String, in rect: Rect, with rows: RowSnapshots<Int, String>, on canvas: MemoryCanvas) -> Bool {
        var laidOut = false
        rows.draw(text, in: rect, on: canvas) {
            laidOut = true
            canvas.fill(rect, style: .plain)
            canvas.put(text, in: rect, style: .plain)
        }
        return laidOut
    }

    @Test func anUnchangedRowIsPutBackOnAClearedCanvas() {
        let rows = RowSnapshots<Int, String>()
        let canvas = MemoryCanvas(size: Size(width: 12, height: 4))
        #expect(draw("삼성전자 71,500", in: row, with: rows, on: canvas))
        canvas.clear()
        #expect(!draw("삼성전자 71,500", in: row, with: rows, on: canvas))
        #expect(canvas.line(2) == "삼성전자 71…")
        #expect(rows.restoredRows == 1)
    }

    @Test func aChangedInputOrRectangleIsLaidOutAgain() {
        let rows = RowSnapshots<Int, String>()
        let canvas = MemoryCanvas(size: Size(width: 12, height: 4))
        #expect(draw("A 1", in: row, with: rows, on: canvas))
        #expect(draw("A 2", in: row, with: rows, on: canvas))
        #expect(canvas.line(2).hasPrefix("A 2"))
        #expect(draw("A 2", in: Rect(x: 0, y: 2, width: 10, height: 1), with: rows, on: canvas), "narrower")
        #expect(draw("A 2", in: Rect(x: 0, y: 1, width: 10, height: 1), with: rows, on: canvas), "another line")
        #expect(!draw("A 2", in: Rect(x: 0, y: 2, width: 10, height: 1), with: rows, on: canvas), "each line keeps its own")
        let smaller = MemoryCanvas(size: Size(width: 8, height: 4))
        #expect(draw("A 2", in: Rect(x: 0, y: 2, width: 10, height: 1), with: rows, on: smaller), "off a smaller canvas")
    }

    @Test func aRowWithAMultiScalarClusterIsLaidOutEveryTime() {
        let rows = RowSnapshots<Int, String>()
        let canvas = MemoryCanvas(size: Size(width: 12, height: 4))
        #expect(draw("좋아요 👍🏽", in: row, with: rows, on: canvas))
        canvas.clear()
        #expect(draw("좋아요 👍🏽", in: row, with: rows, on: canvas))
        #expect(canvas.line(2).hasPrefix("좋아요 👍🏽"))
    }

    @Test func aLineWhoseRowCouldNotBeKeptKeepsItsNextRow() {
        let rows = RowSnapshots<Int, String>()
        let canvas = MemoryCanvas(size: Size(width: 12, height: 4))
        let above = Rect(x: 0, y: 1, width: 12, height: 1)
        #expect(draw("B 1", in: above, with: rows, on: canvas))
        #expect(draw("좋아요 👍🏽", in: row, with: rows, on: canvas))
        #expect(draw("A 1", in: row, with: rows, on: canvas), "the cluster row was not kept")
        canvas.clear()
        #expect(!draw("A 1", in: row, with: rows, on: canvas))
        #expect(!draw("B 1", in: above, with: rows, on: canvas), "the line above keeps its own row")
        #expect(canvas.line(2).hasPrefix("A 1") && canvas.line(1).hasPrefix("B 1"))
        #expect(rows.restoredRows == 2)
    }

    @Test func anotherLayoutDropsTheKeptRows() {
        let rows = RowSnapshots<Int, String>()
        let canvas = MemoryCanvas(size: Size(width: 12, height: 4))
        rows.begin(1)
        #expect(draw("A 1", in: row, with: rows, on: canvas))
        rows.begin(1)
        #expect(!draw("A 1", in: row, with: rows, on: canvas))
        rows.begin(2)
        #expect(draw("A 1", in: row, with: rows, on: canvas))
        rows.begin(1)
        #expect(draw("A 1", in: row, with: rows, on: canvas), "only the last layout's rows are kept")
    }
}
