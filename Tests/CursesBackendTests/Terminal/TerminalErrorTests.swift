// The one-line messages shown when the terminal cannot be used.

import CursesBackend
import Testing

@Suite struct TerminalErrorTests {
    private static let all: [TerminalError] = [
        .notATerminal(stream: "standard output"), .terminalTypeUnset, .unknownTerminalType("vt999"),
        .terminfoUnavailable, .cannotAddressCursor(terminalType: "dumb"), .initializationFailed(terminalType: "xterm"),
    ]

    @Test(arguments: all)
    func messageIsOneLine(error: TerminalError) {
        #expect(!error.message.isEmpty)
        #expect(!error.message.contains("\n"))
    }

    @Test func messagesNameWhatIsWrong() {
        #expect(TerminalError.notATerminal(stream: "standard output").message.hasPrefix("standard output is not a terminal"))
        #expect(TerminalError.unknownTerminalType("vt999").message.contains("TERM=vt999"))
        #expect(TerminalError.cannotAddressCursor(terminalType: "dumb").message.contains("TERM=dumb"))
    }

    @Test func exitCodeIsTwo() {
        #expect(TerminalError.exitCode == 2)
    }
}
