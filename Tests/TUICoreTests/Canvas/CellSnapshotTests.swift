// Snapshots of a canvas rectangle: taken as drawn, refused for clusters, restored as drawing again would.

import TUICore
import Testing

@Suite struct CellSnapshotTests {
    private let red = Style(foreground: .red)

    /// Every cell of `canvas`, for comparing two canvases whole.
    private func cells(_ canvas: MemoryCanvas) -> [MemoryCanvas.Cell] {
        (0..<canvas.size.height).flatMap { y in (0..<canvas.size.width).map { canvas.cell(at: Point(x: $0, y: y)) } }
    }

    @Test func aRestoredRowEqualsTheRowDrawnAgain() throws {
        let row = Rect(x: 0, y: 1, width: 10, height: 1)
        func drawRow(on canvas: MemoryCanvas) {
            canvas.fill(row, style: red)
            canvas.put("삼성 71,500", in: row, style: red, alignment: .right)
        }
        let drawn = MemoryCanvas(size: Size(width: 10, height: 3))
        drawRow(on: drawn)
        let snapshot = try #require(drawn.snapshot(of: row))
        let restored = MemoryCanvas(size: Size(width: 10, height: 3))
        restored.restore(snapshot)
        #expect(cells(restored) == cells(drawn))
        #expect(restored.line(1) == "삼성 71,5…")
    }

    @Test func restoringIntoACutWideCharacterBlanksItsOtherHalfAsAFillDoes() throws {
        let source = MemoryCanvas(size: Size(width: 8, height: 1))
        source.put("ABCD", at: Point(x: 2, y: 0))
        let snapshot = try #require(source.snapshot(of: Rect(x: 2, y: 0, width: 4, height: 1)))
        let restored = MemoryCanvas(size: Size(width: 8, height: 1))
        let filled = MemoryCanvas(size: Size(width: 8, height: 1))
        for canvas in [restored, filled] { canvas.put("가나다라", at: Point(x: 0, y: 0)) }
        restored.restore(snapshot)
        filled.fill(snapshot.rect, style: .plain)
        filled.put("ABCD", at: Point(x: 2, y: 0))
        #expect(restored.lines == ["가ABCD라"])
        #expect(cells(restored) == cells(filled))
        let cut = MemoryCanvas(size: Size(width: 8, height: 1))
        cut.put("가나다라", at: Point(x: 0, y: 0))
        cut.restore(try #require(source.snapshot(of: Rect(x: 3, y: 0, width: 4, height: 1))))
        #expect(cut.lines == ["가 BCD  "], "both cut syllables lose their outer halves")
    }

    @Test func aRectangleWithAMultiScalarClusterOrOffTheCanvasHasNoSnapshot() {
        let canvas = MemoryCanvas(size: Size(width: 10, height: 2))
        canvas.put("A👍🏽B", at: Point(x: 0, y: 0))
        canvas.put("한글 AB", at: Point(x: 0, y: 1))
        #expect(canvas.snapshot(of: Rect(x: 0, y: 0, width: 10, height: 1)) == nil)
        #expect(canvas.snapshot(of: Rect(x: 0, y: 1, width: 10, height: 1)) != nil)
        #expect(canvas.snapshot(of: Rect(x: 5, y: 1, width: 6, height: 1)) == nil)
        #expect(canvas.snapshot(of: Rect(x: 0, y: 1, width: 0, height: 1)) == nil)
    }
}
