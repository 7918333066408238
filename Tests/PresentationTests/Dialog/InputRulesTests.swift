// The input dialog's basic rules: trimming, then empty, forbidden characters, display width, each with its message.

import Presentation
import Testing

@Suite struct InputRulesTests {
    private let rules = InputRules(
        emptyMessage: "empty",
        forbiddenCharacters: .forbidding(["/"]) { "no \($0)" },
        maximumWidth: .init(maximumCells: 4) { "\($0) cells is too wide" }
    )

    @Test func trimsBeforeCheckingAndHandsOnTheTrimmedText() {
        #expect(rules.check("  ab \n") == .success("ab"))
    }

    @Test func keepsSpacesWhenNotTrimming() {
        let untrimmed = InputRules(trimsWhitespace: false)
        #expect(untrimmed.check(" a ") == .success(" a "))
    }

    @Test func refusesEmptyOrBlankTextWhenSoSet() {
        #expect(rules.check("") == .failure(.empty(message: "empty")))
        #expect(rules.check(" \t ") == .failure(.empty(message: "empty")))
        #expect(InputRules().check("  ") == .success(""))
    }

    @Test func namesTheFirstForbiddenCharacter() {
        let result = rules.check("a/b")
        #expect(result == .failure(.forbiddenCharacter("/", message: "no /")))
        #expect((try? result.get()) == nil)
    }

    @Test func aPredicateCanForbidAWholeClassOfCharacters() {
        let digitsOnly = InputRules(forbiddenCharacters: .init(isForbidden: { !$0.isNumber }, message: { "\($0) is not a digit" }))
        #expect(digitsOnly.check("12a4") == .failure(.forbiddenCharacter("a", message: "a is not a digit")))
        #expect(digitsOnly.check("1234") == .success("1234"))
    }

    @Test func measuresWidthInTerminalCells() {
        #expect(rules.check("한글") == .success("한글"))
        #expect(rules.check("abcd") == .success("abcd"))
        #expect(rules.check("한글a") == .failure(.tooWide(cells: 5, message: "5 cells is too wide")))
    }

    @Test func checksEmptyBeforeCharactersBeforeWidth() {
        #expect(rules.check("//////") == .failure(.forbiddenCharacter("/", message: "no /")))
    }

    @Test func aViolationsMessageIsItsOwn() {
        #expect(InputRuleViolation.tooWide(cells: 9, message: "m").message == "m")
        #expect(InputRuleViolation.empty(message: "e").message == "e")
    }
}
