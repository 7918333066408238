// The pure cell diff between two frames: runs of changed cells, wide Hangul cells kept whole.

import TUICore
import Testing

@Suite struct CellDiffTests {
    private let red = Style(foreground: .red)

    /// Two canvases of `width`×`height`, each drawn by its closure.
    private func frames(
        width: Int = 8,
        height: Int = 1,
        previous: (MemoryCanvas) -> Void,
        next: (MemoryCanvas) -> Void
    ) -> (MemoryCanvas, MemoryCanvas) {
        let before = MemoryCanvas(size: Size(width: width, height: height))
        let after = MemoryCanvas(size: Size(width: width, height: height))
        previous(before)
        next(after)
        return (before, after)
    }

    private func run(_ row: Int, _ columns: Range<Int>) -> CellRun {
        CellRun(row: row, columns: columns)
    }

    @Test func identicalFramesHaveNoRuns() {
        let draw: (MemoryCanvas) -> Void = { canvas in
            canvas.put("삼성전자 a", at: Point(x: 0, y: 0), style: self.red)
            canvas.put("카카오 👍🏽", at: Point(x: 1, y: 1))
        }
        let (previous, next) = frames(width: 12, height: 2, previous: draw, next: draw)
        #expect(CellDiff.runs(from: previous, to: next).isEmpty)
    }

    @Test func adjacentChangesFormOneRunAndUnchangedCellsSplitRuns() {
        let (previous, next) = frames(
            previous: { $0.put("abcdef", at: Point(x: 0, y: 0)) },
            next: { $0.put("xycdez", at: Point(x: 0, y: 0)) }
        )
        #expect(CellDiff.runs(from: previous, to: next) == [run(0, 0..<2), run(0, 5..<6)])
    }

    @Test func aWideCharacterReplacedByTwoNarrowOnesIsOneRunOfBothCells() {
        let (previous, next) = frames(
            previous: { $0.put("가", at: Point(x: 2, y: 0)) },
            next: { $0.put("ab", at: Point(x: 2, y: 0)) }
        )
        #expect(CellDiff.runs(from: previous, to: next) == [run(0, 2..<4)])
    }

    @Test func twoNarrowCharactersReplacedByAWideOneIsOneRunOfBothCells() {
        let (previous, next) = frames(
            previous: { $0.put("ab", at: Point(x: 2, y: 0)) },
            next: { $0.put("가", at: Point(x: 2, y: 0)) }
        )
        #expect(CellDiff.runs(from: previous, to: next) == [run(0, 2..<4)])
    }

    @Test func aChangeInTheSecondHalfOfAWideCellStartsTheRunAtItsFirstHalf() {
        let (previous, next) = frames(
            previous: { $0.put("가나", at: Point(x: 0, y: 0)) },
            next: { canvas in
                canvas.put("가나", at: Point(x: 0, y: 0))
                canvas.put("x", at: Point(x: 3, y: 0))
            }
        )
        #expect(next.line(0) == "가 x    ")
        #expect(CellDiff.runs(from: previous, to: next) == [run(0, 2..<4)])
    }

    @Test func aWideCharacterEndsItsRun() {
        let (previous, next) = frames(
            previous: { _ in },
            next: { $0.put("a한b", at: Point(x: 1, y: 0)) }
        )
        #expect(CellDiff.runs(from: previous, to: next) == [run(0, 1..<4), run(0, 4..<5)])
    }

    @Test func styleOnlyChangesAreRuns() {
        let (previous, next) = frames(
            previous: { $0.put("삼성 ab", at: Point(x: 0, y: 0)) },
            next: { canvas in
                canvas.put("삼성 ab", at: Point(x: 0, y: 0))
                canvas.fill(Rect(x: 2, y: 0, width: 2, height: 1), style: self.red)
                canvas.put("성", at: Point(x: 2, y: 0), style: self.red)
                canvas.put("b", at: Point(x: 6, y: 0), style: self.red)
            }
        )
        #expect(next.line(0) == "삼성 ab ")
        #expect(CellDiff.runs(from: previous, to: next) == [run(0, 2..<4), run(0, 6..<7)])
    }

    @Test func framesOfDifferentSizesDifferInEveryCell() {
        let previous = MemoryCanvas(size: .zero)
        let next = MemoryCanvas(size: Size(width: 4, height: 2))
        next.put("가", at: Point(x: 1, y: 1))
        #expect(CellDiff.runs(from: previous, to: next) == [run(0, 0..<4), run(1, 0..<3), run(1, 3..<4)])
    }

    @Test func clustersAreComparedAsCharactersNotByTheirCanvasCodes() {
        let (previous, next) = frames(
            previous: { canvas in
                canvas.put("🇰🇷", at: Point(x: 0, y: 0))
                canvas.put("👍🏽", at: Point(x: 4, y: 0))
            },
            next: { canvas in
                canvas.put("👍🏽", at: Point(x: 4, y: 0))
                canvas.put("🇰🇷", at: Point(x: 0, y: 0))
            }
        )
        #expect(CellDiff.runs(from: previous, to: next).isEmpty)
        next.put("👍🏻", at: Point(x: 4, y: 0))
        #expect(CellDiff.runs(from: previous, to: next) == [run(0, 4..<6)])
    }

    @Test func aRowWhoseClusterCodesAreEqualButStandForOtherCharactersChanged() {
        let (previous, next) = frames(
            previous: { canvas in canvas.put("🇰🇷 가", at: Point(x: 0, y: 0)) },
            next: { canvas in canvas.put("👍🏽 가", at: Point(x: 0, y: 0)) }
        )
        #expect(Array(previous.storedCells(ofRow: 0)) == Array(next.storedCells(ofRow: 0)))
        #expect(CellDiff.runs(from: previous, to: next) == [run(0, 0..<2)])
    }

    @Test func changesOnSeveralRowsAreRunsRowByRow() {
        let (previous, next) = frames(
            width: 4,
            height: 3,
            previous: { _ in },
            next: { canvas in
                canvas.put("a", at: Point(x: 3, y: 0))
                canvas.put("b", at: Point(x: 0, y: 2))
            }
        )
        #expect(CellDiff.runs(from: previous, to: next) == [run(0, 3..<4), run(2, 0..<1)])
    }

    // Rows put back from snapshots (`MemoryCanvas`'s lazy rows).

    /// A one-row snapshot of `text` in red, at the start of row `y` of an 8-wide canvas.
    private func snapshot(_ text: String, y: Int = 0) throws -> CellSnapshot {
        let source = MemoryCanvas(size: Size(width: 8, height: y + 1))
        source.put(text, at: Point(x: 0, y: y), style: red)
        return try #require(source.snapshot(of: Rect(x: 0, y: y, width: 6, height: 1)))
    }

    @Test func rowsPutBackFromOneSnapshotInBothFramesHaveNoRuns() throws {
        let row = try snapshot("가격 1", y: 1)
        let (previous, next) = frames(height: 3, previous: { canvas in
            canvas.clear()
            canvas.restore(row)
        }, next: { canvas in
            canvas.clear()
            canvas.restore(row)
            canvas.put("x", at: Point(x: 7, y: 2))
        })
        #expect(CellDiff.runs(from: previous, to: next) == [run(2, 7..<8)])
    }

    @Test func aRowPutBackIsComparedWithADrawnRowCellByCell() throws {
        let row = try snapshot("가격 1")
        let (previous, next) = frames(previous: { canvas in
            canvas.put("가격 2", at: .zero, style: self.red)
        }, next: { canvas in
            canvas.clear()
            canvas.restore(row)
        })
        #expect(CellDiff.runs(from: previous, to: next) == [run(0, 5..<6)])
        let (same, again) = frames(previous: { canvas in
            canvas.put("가격 1", at: .zero, style: self.red)
        }, next: { canvas in
            canvas.clear()
            canvas.restore(row)
        })
        #expect(CellDiff.runs(from: same, to: again).isEmpty)
    }

    @Test func equalSnapshotsThatAreNotTheSameAreComparedCellByCell() throws {
        let first = try snapshot("가격 1")
        let equal = try snapshot("가격 1")
        let other = try snapshot("가격 3")
        let putBack: (CellSnapshot) -> (MemoryCanvas) -> Void = { row in
            { canvas in
                canvas.clear()
                canvas.restore(row)
            }
        }
        let (previous, next) = frames(previous: putBack(first), next: putBack(equal))
        #expect(CellDiff.runs(from: previous, to: next).isEmpty)
        let (shown, changed) = frames(previous: putBack(first), next: putBack(other))
        #expect(CellDiff.runs(from: shown, to: changed) == [run(0, 5..<6)])
    }

    @Test func aClearedRowDiffersFromTheRowItReplaces() {
        let (previous, next) = frames(previous: { canvas in
            canvas.put("abc", at: Point(x: 2, y: 0))
        }, next: { canvas in
            canvas.put("zzz", at: .zero)
            canvas.clear()
        })
        #expect(CellDiff.runs(from: previous, to: next) == [run(0, 2..<5)])
    }

    @Test func aRunNeverStartsOnTheRightHalfOfAWideCharacterEvenOneWhoseLeftHalfIsUnchanged() throws {
        // Only a snapshot cutting a wide character makes such a cell: its right half put back alone.
        let source = MemoryCanvas(size: Size(width: 8, height: 1))
        source.put("가", at: Point(x: 2, y: 0))
        let rightHalf = try #require(source.snapshot(of: Rect(x: 3, y: 0, width: 1, height: 1)))
        let (previous, next) = frames(previous: { canvas in
            canvas.put("ab", at: Point(x: 2, y: 0))
        }, next: { canvas in
            canvas.put("a", at: Point(x: 2, y: 0))
            canvas.restore(rightHalf)
        })
        #expect(CellDiff.runs(from: previous, to: next) == [run(0, 2..<4)])
    }
}

