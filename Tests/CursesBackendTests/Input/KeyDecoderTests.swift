// Table tests for decoding `wget_wch` results into keys.

@testable import CursesBackend
@testable import CursesBackend
@testable import TUICore
import Testing

/// ncurses' key codes as curses.h numbers them (octal), written out so the table checks the real values.
private enum CursesCode {
    static let down: Int32 = 0o402, up: Int32 = 0o403, left: Int32 = 0o404, right: Int32 = 0o405
    static let home: Int32 = 0o406, backspace: Int32 = 0o407, f0: Int32 = 0o410
    static let delete: Int32 = 0o512, pageDown: Int32 = 0o522, pageUp: Int32 = 0o523
    static let enter: Int32 = 0o527, backTab: Int32 = 0o541, end: Int32 = 0o550, resize: Int32 = 0o632
    static let mouse: Int32 = 0o631
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
}
