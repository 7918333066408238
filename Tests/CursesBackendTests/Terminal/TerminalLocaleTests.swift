// The locale's name in the status line's warning: an empty variable does not count, as for setlocale.

@testable import CursesBackend
import Testing

@Suite struct TerminalLocaleTests {
    @Test func theNameIsTheFirstVariableSetAndNotEmpty() {
        #expect(TerminalLocale.name(environment: ["LANG": "C"]) == "C")
        #expect(TerminalLocale.name(environment: ["LC_ALL": "", "LANG": "ko_KR.EUC-KR"]) == "ko_KR.EUC-KR")
        #expect(TerminalLocale.name(environment: ["LC_ALL": "POSIX", "LC_CTYPE": "C", "LANG": "C.UTF-8"]) == "POSIX")
        #expect(TerminalLocale.name(environment: ["LC_CTYPE": "C", "LANG": "C.UTF-8"]) == "C")
    }

    @Test func withNoVariableSetTheLocaleIsC() {
        #expect(TerminalLocale.name(environment: [:]) == "C")
        #expect(TerminalLocale.name(environment: ["LC_ALL": "", "LANG": ""]) == "C")
    }

    @Test func aHostileValueIsCleanedAndShort() {
        let name = TerminalLocale.name(environment: ["LANG": "x\u{1B}[2J" + String(repeating: "y", count: 100)])
        #expect(!name.contains("\u{1B}"))
        #expect(name.count <= 40)
    }
}
