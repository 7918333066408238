// Table tests for decoding `wget_wch` results into keys.

@testable import CursesBackend
@testable import TUICore
import Testing

/// ncurses' key codes as curses.h numbers them (octal), written out so the table checks the real values.
private enum CursesCode {
    static let down: Int32 = 0o402, up: Int32 = 0o403, left: Int32 = 0o404, right: Int32 = 0o405
    static let home: Int32 = 0o406, backspace: Int32 = 0o407, f0: Int32 = 0o410
    static let delete: Int32 = 0o512, pageDown: Int32 = 0o522, pageUp: Int32 = 0o523
    static let enter: Int32 = 0o527, backTab: Int32 = 0o541, end: Int32 = 0o550, resize: Int32 = 0o632
    static let mouse: Int32 = 0o631, insert: Int32 = 0o513, find: Int32 = 0o552, select: Int32 = 0o601
}

/// ncurses' mouse button bits (NCURSES_MOUSE_VERSION 2: five bits per button).
private enum MouseBits {
    static let button1Released: UInt = 0o1, button1Pressed: UInt = 0o2
    static let button4Pressed: UInt = 0o2 << 15, button5Pressed: UInt = 0o2 << 20
}

/// The reads ncurses gives for bytes it does not decode itself: one character each.
private func raw(_ text: String) -> [CursesInput] {
    text.unicodeScalars.map { .character($0.value) }
}

@Suite struct KeyDecoderTests {
    /// Decodes one burst: every read, then the end of the burst.
    private func keys(_ inputs: [CursesInput]) -> [Key] {
        var decoder = KeyDecoder()
        return inputs.flatMap { decoder.decode($0) } + decoder.finishBurst()
    }

    private static let singleReads: [(CursesInput, Key?)] = [
        (.character(13), .enter),
        (.character(10), .enter),
        (.character(9), .tab),
        (.character(127), .backspace),
        (.character(8), .backspace),
        (.character(1), .control("a")),
        (.character(5), .control("e")),
        (.character(21), .control("u")),
        (.character(23), .control("w")),
        (.character(26), .control("z")),
        (.character(0x61), .character("a")),
        (.character(0x51), .character("Q")),
        (.character(0x20), .character(" ")),
        (.character(0xCE74), .character("카")),
        (.character(0xD55C), .character("한")),
        (.character(0x1F600), .character("😀")),
        (.character(0), nil),
        (.character(0x1C), nil),
        (.character(0x85), nil),
        (.keyCode(CursesCode.up), .up),
        (.keyCode(CursesCode.down), .down),
        (.keyCode(CursesCode.left), .left),
        (.keyCode(CursesCode.right), .right),
        (.keyCode(CursesCode.home), .home),
        (.keyCode(CursesCode.end), .end),
        (.keyCode(CursesCode.pageUp), .pageUp),
        (.keyCode(CursesCode.pageDown), .pageDown),
        (.keyCode(CursesCode.backspace), .backspace),
        (.keyCode(CursesCode.delete), .delete),
        (.keyCode(CursesCode.backTab), .backTab),
        (.keyCode(CursesCode.enter), .enter),
        (.keyCode(CursesCode.resize), .resize),
        (.keyCode(CursesCode.f0 + 1), .function(1)),
        (.keyCode(CursesCode.f0 + 5), .function(5)),
        (.keyCode(CursesCode.f0 + 12), .function(12)),
        (.keyCode(CursesCode.f0 + 13), nil),
        (.keyCode(CursesCode.mouse), nil),
        (.keyCode(CursesCode.insert), .insert),
        (.keyCode(CursesCode.find), .home),
        (.keyCode(CursesCode.select), .end),
    ]

    @Test(arguments: singleReads)
    func decodesASingleRead(input: CursesInput, expected: Key?) {
        #expect(keys([input]) == (expected.map { [$0] } ?? []))
    }

    @Test func escapeAloneIsEscapeOnlyWhenTheBurstEnds() {
        var decoder = KeyDecoder()
        #expect(decoder.decode(.character(27)) == [])
        #expect(decoder.finishBurst() == [.escape])
        #expect(decoder.finishBurst() == [])
    }

    @Test func escapeThenCharacterInOneBurstIsAlt() {
        #expect(keys([.character(27), .character(0x78)]) == [.alt("x")])
        #expect(keys([.character(27), .character(0x58)]) == [.alt("X")])
        #expect(keys([.character(27), .character(0xD55C)]) == [.alt("한")])
    }

    @Test func escapeThenNonPrintableIsEscapeThenThatKey() {
        #expect(keys([.character(27), .character(13)]) == [.escape, .enter])
        #expect(keys([.character(27), .keyCode(CursesCode.up)]) == [.escape, .up])
        #expect(keys([.character(27), .character(1)]) == [.escape, .control("a")])
    }

    @Test func doubleEscapeIsTwoEscapes() {
        #expect(keys([.character(27), .character(27)]) == [.escape, .escape])
    }

    @Test func escapeStateDoesNotLeakIntoTheNextBurst() {
        var decoder = KeyDecoder()
        _ = decoder.decode(.character(27))
        #expect(decoder.finishBurst() == [.escape])
        #expect(decoder.decode(.character(0x78)) == [.character("x")])
    }

    @Test func hangulTypedAsAWordArrivesSyllableBySyllable() {
        #expect(keys([.character(0xCE74), .character(0xCE74), .character(0xC624)]) == [
            .character("카"), .character("카"), .character("오"),
        ])
    }

    /// What xterm, tmux and screen send when terminfo does not list the key, e.g. tmux with
    /// TERM=xterm-256color sends Home as `ESC [1~`.
    private static let undecodedSequences: [(String, Key)] = [
        ("\u{1B}[1~", .home), ("\u{1B}[7~", .home), ("\u{1B}[H", .home), ("\u{1B}OH", .home),
        ("\u{1B}[4~", .end), ("\u{1B}[8~", .end), ("\u{1B}[F", .end), ("\u{1B}OF", .end),
        ("\u{1B}[2~", .insert), ("\u{1B}[3~", .delete), ("\u{1B}[5~", .pageUp), ("\u{1B}[6~", .pageDown),
        ("\u{1B}[A", .up), ("\u{1B}[B", .down), ("\u{1B}[C", .right), ("\u{1B}[D", .left),
        ("\u{1B}OA", .up), ("\u{1B}[1;5D", .left), ("\u{1B}[Z", .backTab),
        ("\u{1B}OP", .function(1)), ("\u{1B}OS", .function(4)), ("\u{1B}[15~", .function(5)),
        ("\u{1B}[17~", .function(6)), ("\u{1B}[21~", .function(10)), ("\u{1B}[24~", .function(12)),
    ]

    @Test(arguments: undecodedSequences)
    func decodesASequenceNcursesLeftUndecodedWhole(sequence: String, expected: Key) {
        #expect(keys(raw(sequence)) == [expected])
    }

    @Test func anUnknownSequenceIsConsumedWholeAndTheNextKeyStillArrives() {
        #expect(keys(raw("\u{1B}[99~a")) == [.character("a")])
        #expect(keys(raw("\u{1B}[?1;2cb")) == [.character("b")])
        #expect(keys(raw("\u{1B}[<0;12;5Mc")) == [.character("c")])
        #expect(keys(raw("\u{1B}[M !!d")) == [.character("d")], "an X10 mouse report with its three bytes")
    }

    @Test func aSequenceSplitAcrossBurstsIsStillConsumedWhole() {
        var decoder = KeyDecoder()
        let first = raw("\u{1B}[1").flatMap { decoder.decode($0) } + decoder.finishBurst()
        let second = raw("~x").flatMap { decoder.decode($0) } + decoder.finishBurst()
        #expect(first == [])
        #expect(second == [.home, .character("x")])
    }

    @Test func escapeThenBracketOrOAloneIsAlt() {
        #expect(keys(raw("\u{1B}[")) == [.alt("[")])
        #expect(keys(raw("\u{1B}O")) == [.alt("O")])
    }

    @Test func aSequenceBrokenByAControlCharacterDropsTheSequenceAndKeepsTheKey() {
        #expect(keys(raw("\u{1B}[1\r")) == [.enter])
        #expect(keys([.character(27), .character(0x5B), .keyCode(CursesCode.up)]) == [.up])
    }

    @Test func aBracketedPasteIsOneKeyWithItsControlsAndLineBreaksInside() {
        #expect(keys(raw("\u{1B}[200~삼성\u{01}전자\r\n005930\u{1B}[201~x")) == [.paste("삼성\u{01}전자\r\n005930"), .character("x")])
    }

    @Test func aPasteSpansBurstsAndDropsKeyCodes() {
        var decoder = KeyDecoder()
        let first = raw("\u{1B}[200~ab").flatMap { decoder.decode($0) } + decoder.finishBurst()
        let middle = decoder.decode(.keyCode(CursesCode.up)) + decoder.finishBurst()
        let last = raw("c\u{1B}[201~").flatMap { decoder.decode($0) } + decoder.finishBurst()
        #expect(first == [] && middle == [])
        #expect(last == [.paste("abc")])
    }

    /// The attack trial: a stray paste start (no end marker) swallowed every key until Ctrl-C.
    @Test func aPasteWithoutItsEndEndsAfterItsTimeoutAndKeysAreKeysAgain() {
        var decoder = KeyDecoder()
        let start = ContinuousClock.now
        let first = raw("\u{1B}[200~ab").flatMap { decoder.decode($0) } + decoder.finishBurst(now: start)
        let soon = raw("c").flatMap { decoder.decode($0) } + decoder.finishBurst(now: start + .milliseconds(1_900))
        let late = raw("d").flatMap { decoder.decode($0) } + decoder.finishBurst(now: start + KeyDecoder.pasteTimeout)
        let after = raw("q").flatMap { decoder.decode($0) } + decoder.finishBurst(now: start + .seconds(3))
        #expect(first == [] && soon == [])
        #expect(late == [.paste("abcd")])
        #expect(after == [.character("q")])
    }

    @Test func aPasteKeepsAtMostItsCapacityAndStillEnds() {
        let long = String(repeating: "a", count: KeyDecoder.pasteCapacity + 10)
        let decoded = keys(raw("\u{1B}[200~" + long + "\u{1B}[201~"))
        #expect(decoded == [.paste(String(repeating: "a", count: KeyDecoder.pasteCapacity))])
    }

    @Test func aMouseEventIsAPressOrAWheelStepAtItsCell() {
        #expect(keys([.mouse(x: 7, y: 3, buttons: MouseBits.button1Pressed)]) == [.mouse(MouseEvent(.press, at: Point(x: 7, y: 3)))])
        #expect(keys([.mouse(x: 0, y: 5, buttons: MouseBits.button4Pressed)]) == [.mouse(MouseEvent(.wheelUp, at: Point(x: 0, y: 5)))])
        #expect(keys([.mouse(x: 0, y: 5, buttons: MouseBits.button5Pressed)]) == [.mouse(MouseEvent(.wheelDown, at: Point(x: 0, y: 5)))])
        #expect(keys([.mouse(x: 7, y: 3, buttons: MouseBits.button1Released)]) == [])
    }
}
