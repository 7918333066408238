// The curses canvas on a headless ncurses screen, read back cell by cell and compared with MemoryCanvas.

import CursesBackend
import TUICore
import Testing

extension CursesSuite {
    @Suite struct CursesCanvasTests {
        private let size = Size(width: 30, height: 6)

        /// Draws the same thing on a headless curses screen and a memory canvas, then compares every line.
        private func expectSameLines(_ draw: (any Canvas) -> Void) throws {
            let screen = try CursesScreen.headless(size: size)
            let memory = MemoryCanvas(size: size)
            draw(screen.canvas)
            draw(memory)
            for row in 0..<size.height {
                #expect(screen.line(row) == memory.line(row), "row \(row)")
            }
        }

        @Test func headlessScreenHasTheRequestedSize() throws {
            let screen = try CursesScreen.headless(size: size)
            #expect(screen.size == size)
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

        @Test func withoutUTF8EveryCellOfACharacterBeyondASCIIIsAPlaceholderOfTheSameWidth() throws {
            let screen = try CursesScreen.headless(size: size, asciiOnly: true)
            screen.canvas.put("삼성전자 005930", at: Point(x: 0, y: 0))
            screen.canvas.put("▲ 1.5% · ok", at: Point(x: 0, y: 1))
            screen.canvas.drawBox(Rect(x: 0, y: 2, width: 4, height: 3), style: .plain)
            #expect(screen.line(0).hasPrefix("???????? 005930 "))
            #expect(screen.line(1).hasPrefix("? 1.5% ? ok "))
            #expect(screen.text(at: Point(x: 1, y: 2)) != "?", "box lines stay lines")
            screen.canvas.clear()
            screen.canvas.put("abc", at: Point(x: 0, y: 0))
            #expect(screen.line(0).hasPrefix("abc    "), "no stale cell after the Hangul is gone")
        }

        @Test func hangulTakesTwoCellsOnTheScreen() throws {
            let screen = try CursesScreen.headless(size: size)
            screen.canvas.put("한글A", at: Point(x: 0, y: 0))
            #expect(screen.text(at: Point(x: 0, y: 0)) == "한")
            #expect(screen.text(at: Point(x: 2, y: 0)) == "글")
            #expect(screen.text(at: Point(x: 4, y: 0)) == "A")
            #expect(screen.line(0).hasPrefix("한글A "))
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
            let screen = try CursesScreen.headless(size: size)
            let rising = Style(foreground: .red, bold: true)
            let selected = Style(foreground: .brightWhite, background: .blue, reverse: true)
            let muted = Style(foreground: .indexed(244), dim: true, underline: true)
            screen.canvas.put("+1.5%", at: Point(x: 0, y: 0), style: rising)
            screen.canvas.put("카카오", at: Point(x: 0, y: 1), style: selected)
            screen.canvas.put("stale", at: Point(x: 0, y: 2), style: muted)
            screen.canvas.put("plain", at: Point(x: 0, y: 3))
            #expect(screen.style(at: Point(x: 4, y: 0)) == rising)
            #expect(screen.style(at: Point(x: 2, y: 1)) == selected)
            #expect(screen.style(at: Point(x: 0, y: 2)) == muted)
            #expect(screen.style(at: Point(x: 0, y: 3)) == .plain)
        }

        @Test func brightColoursFallBackOnAnEightColourTerminal() throws {
            let screen = try CursesScreen.headless(size: size, terminalType: "xterm")
            screen.canvas.put("up", at: Point(x: 0, y: 0), style: Style(foreground: .brightRed))
            screen.canvas.put("odd", at: Point(x: 0, y: 1), style: Style(foreground: .indexed(200)))
            #expect(screen.style(at: Point(x: 0, y: 0)) == Style(foreground: .red))
            #expect(screen.style(at: Point(x: 0, y: 1)) == .plain)
        }

        @Test func fillPaintsSpacesInTheStyleInsideTheRectOnly() throws {
            let screen = try CursesScreen.headless(size: size)
            let band = Style(background: .blue)
            screen.canvas.put("abcdef", at: Point(x: 0, y: 1))
            screen.canvas.fill(Rect(x: 1, y: 1, width: 3, height: 2), style: band)
            #expect(screen.line(1).hasPrefix("a   ef"))
            #expect(screen.style(at: Point(x: 1, y: 2)) == band)
            #expect(screen.style(at: Point(x: 3, y: 1)) == band)
            #expect(screen.style(at: Point(x: 4, y: 1)) == .plain)
            #expect(screen.style(at: Point(x: 1, y: 3)) == .plain)
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
            let screen = try CursesScreen.headless(size: size)
            screen.canvas.drawBox(Rect(x: 0, y: 0, width: 4, height: 3), style: Style(foreground: .cyan))
            #expect(screen.line(0).hasPrefix("┌──┐"))
            #expect(screen.line(1).hasPrefix("│  │"))
            #expect(screen.line(2).hasPrefix("└──┘"))
            #expect(screen.style(at: Point(x: 1, y: 0)) == Style(foreground: .cyan))
        }

        @Test func clearBlanksEveryCellAndHidesTheCursor() throws {
            let screen = try CursesScreen.headless(size: size)
            screen.canvas.put("삼성전자", at: Point(x: 0, y: 0), style: Style(bold: true))
            screen.canvas.cursor = Point(x: 1, y: 1)
            screen.canvas.clear()
            #expect(screen.line(0) == String(repeating: " ", count: size.width))
            #expect(screen.style(at: Point(x: 0, y: 0)) == .plain)
            #expect(screen.canvas.cursor == nil)
        }

        @Test func presentPutsTheHardwareCursorOnTheCaretOrHidesIt() throws {
            let screen = try CursesScreen.headless(size: size)
            screen.canvas.put("카카오", at: Point(x: 2, y: 3))
            screen.canvas.cursor = Point(x: 8, y: 3)
            screen.present()
            #expect(screen.hardwareCursor == Point(x: 8, y: 3))
            screen.canvas.cursor = nil
            screen.present()
            #expect(screen.hardwareCursor == nil)
        }

        @Test func resizeChangesTheCanvasSize() throws {
            let screen = try CursesScreen.headless(size: Size(width: 100, height: 30))
            screen.resize(to: Size(width: 60, height: 20))
            #expect(screen.canvas.size == Size(width: 60, height: 20))
            screen.canvas.put("끝", at: Point(x: 58, y: 19))
            #expect(screen.text(at: Point(x: 58, y: 19)) == "끝")
        }
    
        @Test func eachFrameShowsExactlyWhatItDrewWhateverTheFrameBeforeShowed() throws {
            let screen = try CursesScreen.headless(size: size)
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
                screen.present()
                for row in 0..<size.height {
                    #expect(screen.line(row) == memory.line(row), "frame \(index), row \(row)")
                    for column in 0..<size.width where !memory.cell(at: Point(x: column, y: row)).isContinuation {
                        let point = Point(x: column, y: row)
                        #expect(screen.style(at: point) == memory.style(at: point), "frame \(index), cell \(point)")
                    }
                }
            }
        }

        @Test func wideByOurTableButNarrowByNcursesLeavesNoStaleCellBehind() throws {
            let screen = try CursesScreen.headless(size: size)
            screen.canvas.put("abc", at: Point(x: 0, y: 0))
            screen.present()
            screen.canvas.clear()
            screen.canvas.put("❤️", at: Point(x: 0, y: 0))
            screen.present()
            #expect(screen.text(at: Point(x: 1, y: 0)) == " ")
            #expect(screen.text(at: Point(x: 2, y: 0)) == " ")
        }

        @Test func frameAfterAResizeIsDrawnWhole() throws {
            let screen = try CursesScreen.headless(size: size)
            screen.canvas.put("카카오 035720", at: Point(x: 3, y: 2))
            screen.present()
            let smaller = Size(width: 20, height: 4)
            screen.resize(to: smaller)
            let memory = MemoryCanvas(size: smaller)
            for canvas in [screen.canvas, memory] as [any Canvas] {
                canvas.clear()
                canvas.put("NAVER 한글", at: Point(x: 4, y: 2))
            }
            screen.present()
            for row in 0..<smaller.height {
                #expect(screen.line(row) == memory.line(row), "row \(row)")
            }
        }
    }
}
