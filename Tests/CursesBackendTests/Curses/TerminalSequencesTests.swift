// Terminfo strings as the frames are written with them: padding dropped, everything else kept.

@testable import CursesBackend
import Foundation
import TUICore
import Testing

extension CursesSuite {
    @Suite struct TerminalSequencesTests {
        @Test func paddingIsDroppedFromACapability() {
            // vt100's `cup` and `rev`, as terminfo has them.
            #expect(TerminalSequences.withoutPadding(Array("\u{1B}[%i%p1%d;%p2%dH$<5>".utf8)) == Array("\u{1B}[%i%p1%d;%p2%dH".utf8))
            #expect(TerminalSequences.withoutPadding(Array("\u{1B}[7m$<2>".utf8)) == Array("\u{1B}[7m".utf8))
            #expect(TerminalSequences.withoutPadding(Array("a$<2.5*/>b".utf8)) == Array("ab".utf8))
        }

        @Test func aDollarThatIsNoPaddingStays() {
            #expect(TerminalSequences.withoutPadding(Array("$<x>".utf8)) == Array("$<x>".utf8))
            #expect(TerminalSequences.withoutPadding(Array("$<>".utf8)) == Array("$<>".utf8))
            #expect(TerminalSequences.withoutPadding(Array("cost $<5".utf8)) == Array("cost $<5".utf8))
        }

        @Test func theSequencesOutliveTheScreenWhoseTerminfoEntryTheyCameFrom() throws {
            let path = FileManager.default.temporaryDirectory.appendingPathComponent("sequences-\(UUID().uuidString)").path
            defer { try? FileManager.default.removeItem(atPath: path) }
            let screen = try CursesScreen.headless(size: Size(width: 30, height: 6), terminalType: "xterm-256color", asciiOnly: false, outputPath: path)
            let sequences = screen.canvas.sequences
            screen.close()
            // Fill ncurses' freed memory with another entry, as a later screen would.
            let other = try CursesScreen.headless(size: Size(width: 10, height: 3), terminalType: "vt100", asciiOnly: false, outputPath: path)
            defer { other.close() }
            var output: [UInt8] = []
            sequences.moveCursor(row: 2, column: 3, width: 30, into: &output)
            #expect(output == Array("\u{1B}[3;4H".utf8), "cup expanded from the copy taken at init")
            output.removeAll()
            sequences.setStyle(packed: Style(foreground: .red).packed, into: &output)
            #expect(String(decoding: output, as: UTF8.self).hasSuffix("\u{1B}[31m"), "setaf from the copy taken at init")
        }
    }
}
