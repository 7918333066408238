// Watchlist name rules: what passes, and each failure with its own message.

import Domain
import Testing

@Suite("WatchlistNameRules")
struct WatchlistNameRulesTests {
    @Test("names of letters in any script, digits and the allowed punctuation pass, trimmed", arguments: [
        ("관심종목", "관심종목"), ("  My Picks  ", "My Picks"), ("반도체 & AI (2026)", "반도체 & AI (2026)"),
        ("long-term_v2.0", "long-term_v2.0"), ("株式 Ελλάδα", "株式 Ελλάδα"), ("ㅅㅅ", "ㅅㅅ"),
    ])
    func valid(raw: String, stored: String) {
        #expect(WatchlistNameRules.validate(raw) == .success(stored))
    }

    @Test("an empty or blank name is refused", arguments: ["", "   ", "\t\n"])
    func empty(raw: String) {
        #expect(WatchlistNameRules.validate(raw) == .failure(.empty))
        #expect(WatchlistNameError.empty.message == "Type a name for the watchlist.")
    }

    @Test("width counts terminal cells: 20 fits, 21 does not, Hangul counts double")
    func width() {
        #expect(WatchlistNameRules.validate(String(repeating: "a", count: 20)) == .success(String(repeating: "a", count: 20)))
        #expect(WatchlistNameRules.validate(String(repeating: "a", count: 21)) == .failure(.tooLong(width: 21, limit: 20)))
        #expect(WatchlistNameRules.validate(String(repeating: "가", count: 10)) == .success(String(repeating: "가", count: 10)))
        #expect(WatchlistNameRules.validate(String(repeating: "가", count: 11)) == .failure(.tooLong(width: 22, limit: 20)))
    }

    @Test("the too-long message says the limit and the width")
    func tooLongMessage() {
        let message = WatchlistNameError.tooLong(width: 22, limit: 20).message
        #expect(message.contains("at most 20 cells"))
        #expect(message.contains("takes 22"))
    }

    @Test("a forbidden character is refused and named", arguments: [
        ("a/b", "/", "\"/\""), ("주식!", "!", "\"!\""), ("📈 rally", "📈", "\"📈\""), ("tab\there", "\t", "U+0009"),
    ])
    func forbidden(raw: String, character: Character, named: String) {
        #expect(WatchlistNameRules.validate(raw) == .failure(.forbiddenCharacter(character)))
        #expect(WatchlistNameError.forbiddenCharacter(character).message.hasPrefix(named + " can't be used"))
    }

    @Test("a forbidden character is reported before the width")
    func forbiddenBeforeWidth() {
        #expect(WatchlistNameRules.validate(String(repeating: "a", count: 30) + "/") == .failure(.forbiddenCharacter("/")))
    }

    @Test("decomposed Hangul is stored composed, so it measures and compares like typed Hangul")
    func composed() {
        let decomposed = "\u{1100}\u{1161}\u{11A8}"
        #expect(WatchlistNameRules.validate(decomposed) == .success("각"))
        #expect(Array(WatchlistNameRules.normalize(decomposed).unicodeScalars) == ["각"])
    }
}

@Suite("WatchlistNameRules among stored lists")
struct WatchlistNameAvailabilityTests {
    static let stored = [
        Watchlist(id: WatchlistID("a"), name: "관심종목", codes: []),
        Watchlist(id: WatchlistID("b"), name: "Tech Picks", codes: []),
    ]

    @Test("a name used by another list is taken, compared trimmed and case-insensitively")
    func taken() {
        #expect(WatchlistNameRules.validate("  tech picks ", among: Self.stored, excluding: nil) == .failure(.alreadyTaken("Tech Picks")))
        #expect(WatchlistNameRules.validate("관심종목", among: Self.stored, excluding: WatchlistID("b")) == .failure(.alreadyTaken("관심종목")))
        #expect(WatchlistNameError.alreadyTaken("Tech Picks").message.contains("\"Tech Picks\""))
    }

    @Test("the list being renamed may keep or recase its own name; free names pass")
    func available() {
        #expect(WatchlistNameRules.validate("TECH PICKS", among: Self.stored, excluding: WatchlistID("b")) == .success("TECH PICKS"))
        #expect(WatchlistNameRules.validate("반도체", among: Self.stored, excluding: nil) == .success("반도체"))
    }

    @Test("rule failures come before the availability check")
    func rulesFirst() {
        #expect(WatchlistNameRules.validate(" ", among: Self.stored, excluding: nil) == .failure(.empty))
    }
}
