// The curses canvas on a headless screen: what it writes, replayed on a small terminal, compared with MemoryCanvas.

@testable import CursesBackend
import Foundation
import TUICore
import Testing

extension CursesSuite {
    @Suite struct CursesCanvasTests {
        private let size = Size(width: 30, height: 6)

        /// A headless screen writing to a file of its own, and what a terminal shows after reading it.
        private final class RecordedScreen {
            let screen: CursesScreen
            private let path = FileManager.default.temporaryDirectory.appendingPathComponent("curses-\(UUID().uuidString)").path

            init(size: Size, terminalType: String = "xterm-256color", asciiOnly: Bool = false) throws {
                screen = try CursesScreen.headless(size: size, terminalType: terminalType, asciiOnly: asciiOnly, outputPath: path)
            }

            deinit { try? FileManager.default.removeItem(atPath: path) }

            var canvas: CursesCanvas { screen.canvas }

            /// How many bytes the screen has written so far.
            func writtenByteCount() throws -> Int {
                try Data(contentsOf: URL(fileURLWithPath: path)).count
            }

            /// Presents the frame drawn so far, then replays everything the screen wrote.
            func shown() throws -> TerminalReplay {
                screen.present()
                return try TerminalReplay(path: path, size: screen.size)
            }
        }

        /// Draws the same thing on a headless curses screen and a memory canvas, then compares every line.
        private func expectSameLines(_ draw: (any Canvas) -> Void) throws {
            let screen = try RecordedScreen(size: size)
            let memory = MemoryCanvas(size: size)
            draw(screen.canvas)
            draw(memory)
            let shown = try screen.shown()
            for row in 0..<size.height {
                #expect(shown.line(row) == memory.line(row), "row \(row)")
            }
        }

        @Test func headlessScreenHasTheRequestedSize() throws {
            let screen = try RecordedScreen(size: size)
            #expect(screen.screen.size == size)
            #expect(screen.canvas.size == size)
        }

        @Test func koreanAndASCIIRowsLandInTheSameCellsAsOnTheMemoryCanvas() throws {
            try expectSameLines { canvas in
                canvas.put("삼성전자", at: Point(x: 0, y: 0))
                canvas.put("005930", at: Point(x: 10, y: 0))
                canvas.put("NAVER", at: Point(x: 0, y: 1))
                canvas.put("035420", at: Point(x: 10, y: 1))
                canvas.put("카카오 ▲ 1.5%", at: Point(x: 2, y: 2))
            }
        }

        @Test func withoutUTF8TheAppsSymbolsHaveASCIIStandInsAndEveryOtherCellIsAPlaceholder() throws {
            let screen = try RecordedScreen(size: size, asciiOnly: true)
            screen.canvas.put("삼성전자 005930", at: Point(x: 0, y: 0))
            screen.canvas.put("▲ 1.5% · ok ▼ — ● ○ ‹ ›", at: Point(x: 0, y: 1))
            screen.canvas.put("↑ ↓ … – ◆ ★", at: Point(x: 0, y: 5))
            screen.canvas.drawBox(Rect(x: 0, y: 2, width: 4, height: 3), style: .plain)
            var shown = try screen.shown()
            #expect(shown.line(0).hasPrefix("???????? 005930 "))
            #expect(shown.line(1).hasPrefix("^ 1.5% . ok v - * o < > "), "the app's symbols have ASCII stand-ins")
            #expect(shown.line(5).hasPrefix("^ v ~ - # ? "), "… is not a full stop: it would end the cut sentence")
            #expect(shown.line(2).hasPrefix("+--+"), "box lines stay lines")
            #expect(shown.line(3).hasPrefix("|  |"))
            screen.canvas.clear()
            screen.canvas.put("abc", at: Point(x: 0, y: 0))
            shown = try screen.shown()
            #expect(shown.line(0).hasPrefix("abc    "), "no stale cell after the Hangul is gone")
        }

        /// LANG=C drew the detail view's charts, the sparkline and the order book's bars as `?`.
        @Test func withoutUTF8ChartsSparklinesAndBarsHaveASCIIStandIns() throws {
            let screen = try RecordedScreen(size: size, asciiOnly: true)
            screen.canvas.put("▁▂▃▄▅▆▇█", at: Point(x: 0, y: 0))
            screen.canvas.put("\u{2800}\u{2801}\u{28FF}┈▏▌▉", at: Point(x: 0, y: 1))
            let shown = try screen.shown()
            #expect(shown.line(0).hasPrefix("__.--=## "))
            #expect(shown.line(1).hasPrefix(" **-=== "))
        }

        @Test func hangulTakesTwoCellsOnTheScreen() throws {
            let screen = try RecordedScreen(size: size)
            screen.canvas.put("한글A", at: Point(x: 0, y: 0))
            let shown = try screen.shown()
            #expect(shown.text(at: Point(x: 0, y: 0)) == "한")
            #expect(shown.text(at: Point(x: 2, y: 0)) == "글")
            #expect(shown.text(at: Point(x: 4, y: 0)) == "A")
            #expect(shown.line(0).hasPrefix("한글A "))
        }

        @Test func wideCharacterCutByTheClipBecomesASpaceLikeOnTheMemoryCanvas() throws {
            try expectSameLines { canvas in
                canvas.put("가나다라", at: Point(x: 0, y: 0), style: .plain, clippedTo: Rect(x: 1, y: 0, width: 4, height: 1))
                canvas.put("가나다라", at: Point(x: 0, y: 1), style: .plain, clippedTo: Rect(x: 0, y: 1, width: 5, height: 1))
                canvas.put("xyz", at: Point(x: 28, y: 2))
            }
        }

        @Test func writingOverHalfAWideCharacterBlanksItsOtherHalf() throws {
            try expectSameLines { canvas in
                canvas.put("가나다", at: Point(x: 0, y: 0))
                canvas.put("x", at: Point(x: 3, y: 0))
                canvas.put("가나다", at: Point(x: 0, y: 1))
                canvas.put("y", at: Point(x: 2, y: 1))
                canvas.put("가나다라마", at: Point(x: 0, y: 2))
                canvas.fill(Rect(x: 3, y: 2, width: 4, height: 1), style: Style(background: .blue))
                canvas.put("가나다라마", at: Point(x: 11, y: 3))
                canvas.put("가나다라마", at: Point(x: 11, y: 4))
                canvas.put("가나다라마", at: Point(x: 11, y: 5))
                canvas.drawBox(Rect(x: 12, y: 3, width: 5, height: 3), style: .plain)
            }
        }

        @Test func textKeepsItsColoursAndAttributes() throws {
            let screen = try RecordedScreen(size: size)
            let rising = Style(foreground: .red, bold: true)
            let selected = Style(foreground: .brightWhite, background: .blue, reverse: true)
            let muted = Style(foreground: .indexed(244), dim: true, underline: true)
            screen.canvas.put("+1.5%", at: Point(x: 0, y: 0), style: rising)
            screen.canvas.put("카카오", at: Point(x: 0, y: 1), style: selected)
            screen.canvas.put("stale", at: Point(x: 0, y: 2), style: muted)
            screen.canvas.put("plain", at: Point(x: 0, y: 3))
            let shown = try screen.shown()
            #expect(shown.style(at: Point(x: 4, y: 0)) == rising)
            #expect(shown.style(at: Point(x: 2, y: 1)) == selected)
            #expect(shown.style(at: Point(x: 0, y: 2)) == muted)
            #expect(shown.style(at: Point(x: 0, y: 3)) == .plain)
        }

        @Test func brightColoursFallBackOnAnEightColourTerminal() throws {
            let screen = try RecordedScreen(size: size, terminalType: "xterm")
            screen.canvas.put("up", at: Point(x: 0, y: 0), style: Style(foreground: .brightRed))
            screen.canvas.put("odd", at: Point(x: 0, y: 1), style: Style(foreground: .indexed(200)))
            let shown = try screen.shown()
            #expect(shown.style(at: Point(x: 0, y: 0)) == Style(foreground: .red))
            #expect(shown.style(at: Point(x: 0, y: 1)) == .plain)
        }

        @Test func fillPaintsSpacesInTheStyleInsideTheRectOnly() throws {
            let screen = try RecordedScreen(size: size)
            let band = Style(background: .blue)
            screen.canvas.put("abcdef", at: Point(x: 0, y: 1))
            screen.canvas.fill(Rect(x: 1, y: 1, width: 3, height: 2), style: band)
            let shown = try screen.shown()
            #expect(shown.line(1).hasPrefix("a   ef"))
            #expect(shown.style(at: Point(x: 1, y: 2)) == band)
            #expect(shown.style(at: Point(x: 3, y: 1)) == band)
            #expect(shown.style(at: Point(x: 4, y: 1)) == .plain)
            #expect(shown.style(at: Point(x: 1, y: 3)) == .plain)
        }

        @Test func plainFillAfterAClearStillBlanksWhatWasDrawnSince() throws {
            try expectSameLines { canvas in
                canvas.clear()
                canvas.put("카카오 035720", at: Point(x: 0, y: 0))
                canvas.fill(Rect(x: 0, y: 0, width: 30, height: 2), style: .plain)
                canvas.put("NAVER", at: Point(x: 0, y: 1), style: Style(bold: true))
                canvas.drawBox(Rect(x: 0, y: 2, width: 10, height: 3), style: .plain)
                canvas.fill(Rect(x: 0, y: 3, width: 30, height: 1), style: .plain)
            }
        }

        @Test func boxUsesLineDrawingCharactersLikeTheMemoryCanvas() throws {
            try expectSameLines { canvas in
                canvas.drawBox(Rect(x: 1, y: 1, width: 6, height: 4), style: Style(foreground: .cyan))
                canvas.put("표", at: Point(x: 3, y: 2))
            }
            let screen = try RecordedScreen(size: size)
            screen.canvas.drawBox(Rect(x: 0, y: 0, width: 4, height: 3), style: Style(foreground: .cyan))
            let shown = try screen.shown()
            #expect(shown.line(0).hasPrefix("┌──┐"))
            #expect(shown.line(1).hasPrefix("│  │"))
            #expect(shown.line(2).hasPrefix("└──┘"))
            #expect(shown.style(at: Point(x: 1, y: 0)) == Style(foreground: .cyan))
        }

        @Test func clearBlanksEveryCellAndHidesTheCursor() throws {
            let screen = try RecordedScreen(size: size)
            screen.canvas.put("삼성전자", at: Point(x: 0, y: 0), style: Style(bold: true))
            screen.canvas.cursor = Point(x: 1, y: 1)
            _ = try screen.shown()
            screen.canvas.clear()
            let shown = try screen.shown()
            #expect(shown.line(0) == String(repeating: " ", count: size.width))
            #expect(shown.style(at: Point(x: 0, y: 0)) == .plain)
            #expect(screen.canvas.cursor == nil)
        }

        @Test func presentPutsTheHardwareCursorOnTheCaretOrHidesIt() throws {
            let screen = try RecordedScreen(size: size)
            screen.canvas.put("카카오", at: Point(x: 2, y: 3))
            screen.canvas.cursor = Point(x: 8, y: 3)
            #expect(try screen.shown().cursor == Point(x: 8, y: 3))
            screen.canvas.cursor = nil
            #expect(try screen.shown().cursor == nil)
        }

        @Test func resizeChangesTheCanvasSize() throws {
            let screen = try RecordedScreen(size: Size(width: 100, height: 30))
            screen.screen.resize(to: Size(width: 60, height: 20))
            #expect(screen.canvas.size == Size(width: 60, height: 20))
            screen.canvas.put("끝", at: Point(x: 58, y: 19))
            #expect(try screen.shown().text(at: Point(x: 58, y: 19)) == "끝")
        }
    
        @Test func eachFrameShowsExactlyWhatItDrewWhateverTheFrameBeforeShowed() throws {
            let screen = try RecordedScreen(size: size)
            let memory = MemoryCanvas(size: size)
            let rising = Style(foreground: .red, bold: true)
            let frames: [(any Canvas) -> Void] = [
                { canvas in
                    canvas.put("삼성전자 005930", at: Point(x: 0, y: 0), style: rising)
                    canvas.put("가나다라", at: Point(x: 1, y: 1))
                    canvas.drawBox(Rect(x: 10, y: 2, width: 8, height: 3), style: Style(foreground: .cyan))
                    canvas.put("👍🏽 ok e\u{301}", at: Point(x: 0, y: 5))
                },
                { canvas in
                    canvas.put("NAVER", at: Point(x: 0, y: 0))
                    canvas.put("가나다라", at: Point(x: 2, y: 1), style: Style(background: .blue))
                    canvas.put("x", at: Point(x: 14, y: 3))
                    canvas.put("👍🏽 ok", at: Point(x: 1, y: 5), style: rising)
                },
                { _ in },
            ]
            for (index, draw) in frames.enumerated() {
                screen.canvas.clear()
                memory.clear()
                draw(screen.canvas)
                draw(memory)
                let shown = try screen.shown()
                for row in 0..<size.height {
                    #expect(shown.line(row) == memory.line(row), "frame \(index), row \(row)")
                    for column in 0..<size.width where !memory.cell(at: Point(x: column, y: row)).isContinuation {
                        let point = Point(x: column, y: row)
                        #expect(shown.style(at: point) == memory.style(at: point), "frame \(index), cell \(point)")
                    }
                }
            }
        }

        @Test func wideByOurTableButNarrowByTheCLibraryLeavesNoStaleCellBehind() throws {
            let screen = try RecordedScreen(size: size)
            screen.canvas.put("abc", at: Point(x: 0, y: 0))
            _ = try screen.shown()
            screen.canvas.clear()
            screen.canvas.put("❤️", at: Point(x: 0, y: 0))
            screen.canvas.put("z", at: Point(x: 2, y: 0))
            let shown = try screen.shown()
            #expect(shown.text(at: Point(x: 1, y: 0)) == " ")
            #expect(shown.text(at: Point(x: 2, y: 0)) == "z", "the next cell lands where it belongs")
        }

        @Test func aClosedScreensCanvasHasNoSizeAndDrawsNothing() throws {
            let screen = try RecordedScreen(size: size)
            screen.canvas.put("카카오", at: Point(x: 0, y: 0))
            _ = try screen.shown()
            let canvas = screen.canvas
            screen.screen.close()
            let written = try screen.writtenByteCount()
            // ncurses freed the window: the canvas must not read it for its size (it did).
            #expect(canvas.size == .zero)
            canvas.clear()
            canvas.put("NAVER", at: Point(x: 0, y: 0))
            #expect(canvas.snapshot(of: Rect(x: 0, y: 0, width: 5, height: 1)) == nil)
            screen.screen.present()
            screen.screen.resize(to: Size(width: 40, height: 8))
            #expect(canvas.size == .zero)
            #expect(try screen.writtenByteCount() == written)
        }

        @Test func frameAfterAResizeIsDrawnWhole() throws {
            let screen = try RecordedScreen(size: size)
            screen.canvas.put("카카오 035720", at: Point(x: 3, y: 2))
            _ = try screen.shown()
            let smaller = Size(width: 20, height: 4)
            screen.screen.resize(to: smaller)
            let memory = MemoryCanvas(size: smaller)
            for canvas in [screen.canvas, memory] as [any Canvas] {
                canvas.clear()
                canvas.put("NAVER 한글", at: Point(x: 4, y: 2))
            }
            let shown = try screen.shown()
            for row in 0..<smaller.height {
                #expect(shown.line(row) == memory.line(row), "row \(row)")
            }
        }

        @Test func aFrameLikeTheLastWritesNothing() throws {
            let screen = try RecordedScreen(size: size)
            screen.canvas.put("삼성전자 71,500", at: Point(x: 0, y: 0), style: Style(foreground: .red))
            let first = try screen.shown()
            let written = try screen.writtenByteCount()
            screen.canvas.clear()
            screen.canvas.put("삼성전자 71,500", at: Point(x: 0, y: 0), style: Style(foreground: .red))
            let second = try screen.shown()
            #expect(try screen.writtenByteCount() == written)
            #expect(second.line(0) == first.line(0))
        }

        @Test func nearRunsOfARowAreWrittenAsOneSpan() {
            let runs = [
                CellRun(row: 0, columns: 0..<3), CellRun(row: 0, columns: 4..<7), CellRun(row: 0, columns: 20..<22),
                CellRun(row: 1, columns: 0..<2), CellRun(row: 1, columns: 8..<9),
            ]
            let spans = CursesCanvas.spans(of: runs).map { "\($0.row):\($0.columns)" }
            #expect(spans == ["0:0..<7", "0:20..<22", "1:0..<9"])
        }
    }
}
