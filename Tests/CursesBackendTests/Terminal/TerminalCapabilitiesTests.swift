// terminfo look-ups made before ncurses starts: cursor addressing and the crash reset sequence.

@testable import CursesBackend
import Glibc
@testable import CursesBackend
@testable import TUICore
import Testing

extension CursesSuite {
    @Suite struct TerminalCapabilitiesTests {
        private func probe(_ type: String) throws -> TerminalCapabilities {
            let devNull = open("/dev/null", O_RDWR)
            defer { close(devNull) }
            return try TerminalCapabilities.probe(terminalType: type, fileDescriptor: devNull)
        }

        @Test func xtermAddressesTheCursorAndResetsToThePrimaryScreen() throws {
            let capabilities = try probe("xterm-256color")
            #expect(capabilities.canAddressCursor)
            #expect(capabilities.resetSequence.contains("\u{1B}[?1049l"))
            #expect(capabilities.resetSequence.contains("\u{1B}[?25h"))
        }

        @Test func dumbTerminalCannotAddressTheCursor() throws {
            #expect(try !probe("dumb").canAddressCursor)
        }

        @Test func unknownTypeIsReportedByName() {
            #expect(throws: TerminalError.unknownTerminalType("no-such-terminal")) {
                try probe("no-such-terminal")
            }
        }
    }
}
