// Terminfo strings as the frames are written with them: padding dropped, everything else kept.

@testable import CursesBackend
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
    }
}
