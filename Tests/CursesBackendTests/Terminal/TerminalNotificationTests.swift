// The bell and OSC 777 / OSC 9 bytes of a fired alert: sanitised, and wrapped for tmux when inside it.

@testable import CursesBackend
import Testing

@Suite struct TerminalNotificationTests {
    private let notification = TerminalNotification(title: "StockWatch alert", message: "fired: 삼성전자 >= 75,000 at 10:31:02")

    @Test func bothRingsTheBellAndSendsOSC777AndOSC9() {
        let bytes = notification.bytes(bell: true, desktop: true, insideTmux: false)
        #expect(bytes == "\u{07}\u{1B}]777;notify;StockWatch alert;fired: 삼성전자 >= 75,000 at 10:31:02\u{1B}\\"
            + "\u{1B}]9;StockWatch alert: fired: 삼성전자 >= 75,000 at 10:31:02\u{1B}\\")
    }

    @Test func eachPartCanBeLeftOut() {
        #expect(notification.bytes(bell: true, desktop: false, insideTmux: false) == "\u{07}")
        #expect(!notification.bytes(bell: false, desktop: true, insideTmux: false).contains("\u{07}"))
        #expect(notification.bytes(bell: false, desktop: false, insideTmux: true) == "")
    }

    @Test func insideTmuxEachSequenceGoesThroughTheDCSPassthroughWithItsEscapesDoubled() {
        let bytes = notification.bytes(bell: false, desktop: true, insideTmux: true)
        #expect(bytes.hasPrefix("\u{1B}Ptmux;\u{1B}\u{1B}]777;notify;StockWatch alert;"))
        #expect(bytes.hasSuffix("\u{1B}\u{1B}\\\u{1B}\\"))
        #expect(bytes.components(separatedBy: "\u{1B}Ptmux;").count == 3)
    }

    @Test func aHostileNameCannotEndOrExtendTheSequence() {
        let hostile = TerminalNotification(title: "x", message: "삼성\u{1B}]0;owned\u{07};전자\u{9C}")
        let bytes = hostile.bytes(bell: false, desktop: true, insideTmux: false)
        #expect(bytes.filter { $0 == "\u{1B}" }.count == 4)
        #expect(!bytes.contains("\u{07}") && !bytes.contains("\u{9C}"))
        #expect(bytes.components(separatedBy: ";").count == 5)
    }
}
