// The debug-build check behind every `@exclusivity(unchecked)` field of the canvases: a second entry traps.

@testable import TUICore
import Testing

@Suite struct ReentrancyCheckTests {
    @Test func enteringAgainAfterLeavingIsAllowed() {
        var check = ReentrancyCheck()
        check.enter("first")
        check.leave()
        check.enter("second")
        check.leave()
        #expect(check.running == nil)
    }

    @Test func enteringWhileAnEntryPointRunsTraps() async {
        await #expect(processExitsWith: .failure) {
            var check = ReentrancyCheck()
            check.enter("outer")
            check.enter("inner")
        }
    }

    @Test func drawingOnACanvasWhileItsCellsAreReadTraps() async {
        await #expect(processExitsWith: .failure) {
            let canvas = MemoryCanvas(size: Size(width: 4, height: 1))
            _ = canvas.withCellsAsStored { _ in canvas.put("x", at: Point(x: 0, y: 0)) }
        }
    }

    @Test func readingTwoCanvasesCellsAtOnceIsAllowed() {
        let next = MemoryCanvas(size: Size(width: 4, height: 1))
        let previous = MemoryCanvas(size: Size(width: 4, height: 1))
        next.put("ab", at: Point(x: 0, y: 0))
        let counts = next.withCellsAsStored { cells in previous.withCellsAsStored { shown in cells.count + shown.count } }
        #expect(counts == 8)
    }

    @Test func aRowDrawnFromInsideAnotherRowsDrawTraps() async {
        await #expect(processExitsWith: .failure) {
            let rows = RowSnapshots<Int, String>()
            let canvas = MemoryCanvas(size: Size(width: 8, height: 2))
            rows.begin(0)
            rows.draw("outer", in: Rect(x: 0, y: 0, width: 8, height: 1), on: canvas) {
                rows.draw("inner", in: Rect(x: 0, y: 1, width: 8, height: 1), on: canvas) {}
            }
        }
    }
}
