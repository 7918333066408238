// The in-memory canvas: text placement, clipping, wide characters, fills, boxes and styles.

import DisplayText
import TUICore
import Testing

@Suite struct MemoryCanvasTests {
    private let red = Style(foreground: .red)

    @Test func putsTextAndReportsCellsUsed() {
        let canvas = MemoryCanvas(size: Size(width: 10, height: 2))
        #expect(canvas.put("삼성 A", at: Point(x: 1, y: 0)) == 6)
        #expect(canvas.lines == [" 삼성 A   ", "          "])
        #expect(canvas.lines.allSatisfy { DisplayWidth.of($0) == 10 })
    }

    @Test func chartSymbolsTakeOneCellEachAndClipLikeText() {
        let canvas = MemoryCanvas(size: Size(width: 8, height: 1))
        #expect(canvas.put("┈⣿▄삼A█", at: Point(x: -1, y: 0)) == 6)
        #expect(canvas.lines == ["⣿▄삼A█  "])
        #expect(canvas.cell(at: Point(x: 0, y: 0)).character == "⣿")
        #expect(canvas.cell(at: Point(x: 3, y: 0)).isContinuation)
        let clipped = MemoryCanvas(size: Size(width: 8, height: 1))
        clipped.put("▁▂▃▄▅", at: Point(x: 0, y: 0), style: .plain, clippedTo: Rect(x: 1, y: 0, width: 3, height: 1))
        #expect(clipped.lines == [" ▂▃▄    "])
    }

    @Test func wideCharacterHasAContinuationCell() {
        let canvas = MemoryCanvas(size: Size(width: 4, height: 1))
        canvas.put("한", at: Point(x: 0, y: 0), style: red)
        #expect(canvas.cell(at: Point(x: 0, y: 0)).text == "한")
        #expect(canvas.cell(at: Point(x: 1, y: 0)).isContinuation)
        #expect(canvas.cell(at: Point(x: 1, y: 0)).text == "")
        #expect(canvas.style(at: Point(x: 1, y: 0)) == red)
    }

    @Test func clipsAtTheRightEdgeWithoutSplittingAWideCharacter() {
        let canvas = MemoryCanvas(size: Size(width: 8, height: 1))
        canvas.fill(canvas.bounds, style: .plain)
        let used = canvas.put("가나다", at: Point(x: 0, y: 0), style: red, clippedTo: Rect(x: 0, y: 0, width: 5, height: 1))
        #expect(used == 5)
        #expect(canvas.lines == ["가나    "])
        #expect(canvas.style(at: Point(x: 4, y: 0)) == red)
        #expect(canvas.style(at: Point(x: 5, y: 0)) == .plain)
    }

    @Test func clipsAtTheLeftEdgeWithoutSplittingAWideCharacter() {
        let canvas = MemoryCanvas(size: Size(width: 8, height: 1))
        let used = canvas.put("가나다", at: Point(x: 1, y: 0), style: .plain, clippedTo: Rect(x: 2, y: 0, width: 6, height: 1))
        #expect(used == 5)
        #expect(canvas.lines == ["   나다 "])
    }

    @Test func textOutsideTheClipRowIsNotDrawn() {
        let canvas = MemoryCanvas(size: Size(width: 4, height: 2))
        #expect(canvas.put("ab", at: Point(x: 0, y: 1), style: .plain, clippedTo: Rect(x: 0, y: 0, width: 4, height: 1)) == 0)
        #expect(canvas.put("ab", at: Point(x: 0, y: 5)) == 0)
        #expect(canvas.trimmedLines == ["", ""])
    }

    @Test func clipsToTheCanvas() {
        let canvas = MemoryCanvas(size: Size(width: 5, height: 1))
        #expect(canvas.put("abcdefg", at: Point(x: 2, y: 0)) == 3)
        #expect(canvas.lines == ["  abc"])
        #expect(canvas.put("xyz", at: Point(x: -2, y: 0)) == 1)
        #expect(canvas.lines == ["z abc"])
    }

    @Test func controlsAndLoneMarksAreNotDrawn() {
        let canvas = MemoryCanvas(size: Size(width: 6, height: 1))
        canvas.put("a\u{1B}b\u{301}\nc", at: Point(x: 0, y: 0))
        #expect(canvas.lines == ["ab\u{301}c   "])
    }

    @Test func overwritingHalfAWideCharacterBlanksTheOtherHalf() {
        let canvas = MemoryCanvas(size: Size(width: 6, height: 1))
        canvas.put("가나다", at: Point(x: 0, y: 0))
        canvas.put("x", at: Point(x: 1, y: 0))
        canvas.put("y", at: Point(x: 2, y: 0))
        #expect(canvas.lines == [" xy 다"])
        canvas.put("라", at: Point(x: 3, y: 0))
        #expect(canvas.lines == [" xy라 "])
    }

    @Test func fillBlanksWideCharactersItCuts() {
        let canvas = MemoryCanvas(size: Size(width: 6, height: 1))
        canvas.put("가나다", at: Point(x: 0, y: 0))
        canvas.fill(Rect(x: 1, y: 0, width: 2, height: 1), style: red)
        #expect(canvas.lines == ["    다"])
        #expect(canvas.styleLine(0, legend: [.plain: ".", red: "r"]) == ".rr...")
    }

    @Test func drawsABoxAroundTheRectOnly() {
        let canvas = MemoryCanvas(size: Size(width: 6, height: 4))
        canvas.put("xxxxxx", at: Point(x: 0, y: 1))
        canvas.drawBox(Rect(x: 1, y: 0, width: 4, height: 3), style: .plain)
        #expect(canvas.lines == [" ┌──┐ ", "x│xx│x", " └──┘ ", "      "])
    }

    @Test func boxesTooSmallOrOffTheCanvasAreNotDrawn() {
        let canvas = MemoryCanvas(size: Size(width: 4, height: 2))
        canvas.drawBox(Rect(x: 0, y: 0, width: 1, height: 2), style: .plain)
        canvas.drawBox(Rect(x: 2, y: 0, width: 4, height: 2), style: .plain)
        #expect(canvas.trimmedLines == ["", ""])
    }

    @Test func clearBlanksCellsAndHidesTheCursor() {
        let canvas = MemoryCanvas(size: Size(width: 3, height: 1))
        canvas.put("가", at: Point(x: 0, y: 0), style: red)
        canvas.cursor = Point(x: 2, y: 0)
        canvas.clear()
        #expect(canvas.cell(at: Point(x: 0, y: 0)) == .blank)
        #expect(canvas.cursor == nil)
    }

    @Test func resizeChangesSizeAndBlanks() {
        let canvas = MemoryCanvas(size: Size(width: 3, height: 1))
        canvas.put("abc", at: .zero)
        canvas.resize(to: Size(width: 2, height: 2))
        #expect(canvas.lines == ["  ", "  "])
    }

    @Test func putInRectAlignsAndTruncates() {
        let canvas = MemoryCanvas(size: Size(width: 8, height: 3))
        canvas.put("12", in: Rect(x: 0, y: 0, width: 8, height: 1), style: .plain, alignment: .right)
        canvas.put("가나", in: Rect(x: 0, y: 1, width: 8, height: 1), style: .plain, alignment: .center)
        canvas.put("삼성전자우", in: Rect(x: 0, y: 2, width: 8, height: 1), style: .plain)
        #expect(canvas.lines == ["      12", "  가나  ", "삼성전… "])
    }

    @Test func multiScalarClustersAreKeptWhole() {
        let canvas = MemoryCanvas(size: Size(width: 8, height: 1))
        let family = "👨\u{200D}👩\u{200D}👧"
        let decomposed = "\u{1112}\u{1161}\u{11AB}"
        #expect(canvas.put(family + decomposed + "🇰🇷", at: .zero) == 6)
        #expect(canvas.cell(at: Point(x: 0, y: 0)).character == Character(family))
        #expect(canvas.cell(at: Point(x: 2, y: 0)).character == Character(decomposed))
        #expect(canvas.lines == [family + decomposed + "🇰🇷  "])
        canvas.clear()
        canvas.put(decomposed, at: Point(x: 1, y: 0))
        #expect(canvas.trimmedLines == [" " + decomposed])
    }

    // Rows written lazily: a cleared row and a row put back are written out when drawn on or read.

    /// A snapshot of "abc" in red at columns 2–4 of a row of an 8-wide canvas (the row's y is `y`).
    private func redSnapshot(y: Int = 0) throws -> CellSnapshot {
        let source = MemoryCanvas(size: Size(width: 8, height: y + 1))
        source.put("abc", at: Point(x: 2, y: y), style: red)
        return try #require(source.snapshot(of: Rect(x: 1, y: y, width: 5, height: 1)))
    }

    @Test func aRowPutBackOnAClearedCanvasIsBlankButForTheSnapshot() throws {
        let snapshot = try redSnapshot(y: 1)
        let canvas = MemoryCanvas(size: Size(width: 8, height: 2))
        canvas.put("xxxxxxxx", at: Point(x: 0, y: 1), style: Style(bold: true))
        canvas.clear()
        canvas.restore(snapshot)
        #expect(canvas.lines == ["        ", "  abc   "])
        #expect(canvas.styleLine(1, legend: [.plain: ".", red: "r"]) == "..rrr...")
    }

    @Test func drawingOnARowPutBackKeepsTheRestOfItsCells() throws {
        let canvas = MemoryCanvas(size: Size(width: 8, height: 1))
        canvas.put("zzzzzzzz", at: .zero)
        canvas.clear()
        canvas.restore(try redSnapshot())
        canvas.put("Q", at: Point(x: 3, y: 0))
        canvas.fill(Rect(x: 6, y: 0, width: 2, height: 1), style: red)
        #expect(canvas.lines == ["  aQc   "])
        #expect(canvas.styleLine(0, legend: [.plain: ".", red: "r"]) == "..r.r.rr")
    }

    @Test func aSnapshotOfARowPutBackHoldsItsCells() throws {
        let snapshot = try redSnapshot()
        let canvas = MemoryCanvas(size: Size(width: 8, height: 1))
        canvas.clear()
        canvas.restore(snapshot)
        #expect(canvas.snapshot(of: snapshot.rect) == snapshot)
        let wider = try #require(canvas.snapshot(of: Rect(x: 0, y: 0, width: 8, height: 1)))
        let copy = MemoryCanvas(size: Size(width: 8, height: 1))
        copy.restore(wider)
        #expect(copy.lines == ["  abc   "])
    }

    @Test func aPlainFillLeavesAClearedRowBlankAndAStyledOneFillsIt() {
        let canvas = MemoryCanvas(size: Size(width: 4, height: 2))
        canvas.put("abcd", at: .zero, style: red)
        canvas.put("abcd", at: Point(x: 0, y: 1), style: red)
        canvas.clear()
        canvas.fill(canvas.bounds.row(0), style: .plain)
        canvas.fill(Rect(x: 1, y: 1, width: 2, height: 1), style: red)
        #expect(canvas.lines == ["    ", "    "])
        #expect(canvas.styleLine(0, legend: [.plain: ".", red: "r"]) == "....")
        #expect(canvas.styleLine(1, legend: [.plain: ".", red: "r"]) == ".rr.")
    }

    @Test func twoSnapshotsPutBackOnOneRowAreBothThere() throws {
        let canvas = MemoryCanvas(size: Size(width: 8, height: 1))
        let source = MemoryCanvas(size: Size(width: 8, height: 1))
        source.put("가", at: Point(x: 6, y: 0))
        canvas.clear()
        canvas.restore(try redSnapshot())
        canvas.restore(try #require(source.snapshot(of: Rect(x: 6, y: 0, width: 2, height: 1))))
        #expect(canvas.lines == ["  abc 가"])
        #expect(canvas.storedCells(ofRow: 0).count == 8)
    }
}

