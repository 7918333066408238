// The input dialog on virtual time: rules, the caller's check, stale answers, Esc, suggestions.

import Domain
import Presentation
import Reactive
import ReactiveTesting
import Testing

@Suite struct InputDialogViewModelTests {
    /// One dialog run: the states recorded, the values the completion received, the checks made.
    private struct Run {
        let recording: DialogRecording<InputDialogState>
        let completed: [String]
        let checks: [(time: TestTime, value: String)]
        /// The checks the dialog disposed before they answered, with the time of each disposal.
        let cancellations: [(time: TestTime, value: String)]

        var events: [Recorded<Event<InputDialogState>>] { recording.events }
        var states: [InputDialogState] { recording.states }
        var last: InputDialogState? { recording.last }
        func state(at time: TestTime) -> InputDialogState? { recording.state(at: time) }
        var didComplete: Bool { recording.didComplete }
        /// The cancelled checks as "time value", for comparing.
        var cancelled: [String] { cancellations.map { "\($0.time) \($0.value)" } }
    }

    private static let nameRules = InputRules(
        emptyMessage: "Type a name.",
        forbiddenCharacters: .forbidding(["/", "*"]) { "\"\($0)\" is not allowed in a name." },
        maximumWidth: .init(maximumCells: 10) { "Too long: \($0) of at most 10 cells." }
    )

    private static let fruits = ["apple", "apricot", "avocado", "banana"]

    private func run(
        keys: [(TestTime, DialogKey)],
        initialText: String = "",
        rules: InputRules = nameRules,
        answers: [String: [ScriptedCheck.Answer]]? = nil,
        suggests: Bool = false,
        suggestionLimit: Int? = nil,
        disposed: TestTime = 1000
    ) -> Run {
        var completed: [String] = []
        var checks: [(TestTime, String)] = []
        var cancellations: [(TestTime, String)] = []
        var recording = DialogRecording<InputDialogState>(events: [])
        let suggestionLimit = suggestionLimit ?? (suggests ? Self.fruits.count : nil)
        let live = Resources.countingLive {
            let scheduler = TestScheduler(initialClock: 0)
            let check = answers.map { ScriptedCheck(scheduler: scheduler, answers: $0) }
            let suggestions: ((String) -> InputSuggestionList)? = suggestionLimit.map { limit in
                { typed in
                    let matches = Self.fruits.filter { $0.hasPrefix(typed) }
                    let listed = matches.prefix(limit).map { InputSuggestion(title: $0.capitalized, detail: "fruit", value: $0) }
                    return InputSuggestionList(listed, unlistedCount: matches.count - listed.count)
                }
            }
            let viewModel = InputDialogViewModel(
                title: "New watchlist", prompt: "Name", initialText: initialText, rules: rules,
                suggestions: suggestions, check: check.map { check in { check.check($0) } },
                scheduler: scheduler, completion: { completed.append($0) }
            )
            recording = DialogRecording.run(viewModel, keys: keys, on: scheduler, disposed: disposed)
            checks = check?.calls ?? []
            cancellations = check?.cancellations ?? []
        }
        #expect(live == 0)
        return Run(recording: recording, completed: completed, checks: checks, cancellations: cancellations)
    }

    @Test func startsOpenWithTitlePromptAndInitialText() throws {
        let run = run(keys: [], initialText: "관심종목")
        let first = try #require(run.states.first)
        #expect(run.events.first?.time == 200)
        #expect(first.title == "New watchlist")
        #expect(first.prompt == "Name")
        #expect(first.text.text == "관심종목")
        #expect(first.errorMessage == nil && first.statusLine == nil)
        #expect(!first.isChecking && !first.isClosed)
        #expect(run.states.count == 1)
    }

    @Test func typingEditsTheTextAtTheCaret() {
        let run = run(keys: [(210, .type("성장")), (220, .edit(.moveToStart)), (230, .type("고"))])
        #expect(run.last?.text.text == "고성장")
        #expect(run.last?.text.caret == 1)
    }

    @Test func aPasteCutToTheFieldCapacitySaysSoOnTheErrorLine() {
        let long = String(repeating: "a", count: InputDialogViewModel.fieldCapacity + 3)
        let run = run(keys: [(210, .edit(.insert(long))), (220, .edit(.insert("b"))), (230, .edit(.deleteBackward))])
        #expect(run.state(at: 210)?.text.text.count == InputDialogViewModel.fieldCapacity)
        #expect(run.state(at: 210)?.errorMessage == "cut to \(InputDialogViewModel.fieldCapacity) characters: 3 left out")
        #expect(run.state(at: 220)?.errorMessage == "cut to \(InputDialogViewModel.fieldCapacity) characters: 1 left out")
        #expect(run.state(at: 230)?.errorMessage == nil)
    }

    @Test func enterOnEmptyTextShowsTheEmptyRuleAndTypingClearsIt() {
        let run = run(keys: [(210, .type("   ")), (220, .enter), (230, .type("a"))])
        #expect(run.state(at: 220)?.errorMessage == "Type a name.")
        #expect(run.state(at: 220)?.isClosed == false)
        #expect(run.state(at: 230)?.errorMessage == nil)
        #expect(run.completed.isEmpty)
    }

    @Test func aForbiddenCharacterIsNamedAndTheTextIsKept() {
        let run = run(keys: [(210, .type("a/b")), (220, .enter)])
        #expect(run.last?.errorMessage == "\"/\" is not allowed in a name.")
        #expect(run.last?.text.text == "a/b")
    }

    @Test func widthCountsHangulAsTwoCells() {
        let fits = run(keys: [(210, .type("다섯글자임")), (220, .enter)])
        #expect(fits.completed == ["다섯글자임"])
        let tooWide = run(keys: [(210, .type("여섯글자이다")), (220, .enter)])
        #expect(tooWide.last?.errorMessage == "Too long: 12 of at most 10 cells.")
        #expect(tooWide.completed.isEmpty)
    }

    @Test func withoutACheckEnterCompletesWithTheTrimmedTextAndCloses() throws {
        let run = run(keys: [(210, .type("  Growth  ")), (220, .enter), (230, .type("x"))])
        #expect(run.completed == ["Growth"])
        let last = try #require(run.last)
        #expect(last.result == .submitted("Growth"))
        #expect(last.isClosed)
        #expect(run.events.last == .completed(220))
    }

    @Test func aValidCheckShowsCheckingThenCompletesAndCloses() {
        let run = run(keys: [(210, .type("Growth")), (220, .enter)], answers: ["Growth": [.valid(after: 50)]])
        #expect(run.checks.map(\.value) == ["Growth"])
        #expect(run.state(at: 220)?.isChecking == true)
        #expect(run.state(at: 220)?.statusLine == InputDialogState.checkingText)
        #expect(run.cancellations.isEmpty)
        #expect(run.state(at: 269)?.isClosed == false)
        #expect(run.completed == ["Growth"])
        #expect(run.last?.result == .submitted("Growth"))
        #expect(run.last?.isChecking == false)
        // The answer at 270 is handled on the scheduler, one tick later.
        #expect(run.events.last == .completed(271))
    }

    @Test func anInvalidAnswerGoesOnTheErrorLineWithTheTextKept() throws {
        let run = run(
            keys: [(210, .type("관심종목")), (220, .enter)],
            answers: ["관심종목": [.invalid("\"관심종목\" is taken.", after: 30)]]
        )
        let last = try #require(run.last)
        #expect(last.errorMessage == "\"관심종목\" is taken.")
        #expect(last.statusLine == "\"관심종목\" is taken.")
        #expect(last.text.text == "관심종목")
        #expect(!last.isChecking && !last.isClosed)
        #expect(run.completed.isEmpty)
        #expect(!run.didComplete)
    }

    @Test func aRejectedCheckShowsItsReason() {
        let run = run(keys: [(210, .type("Growth")), (220, .enter)], answers: ["Growth": [.failure(ScriptedCheck.Unreachable(), after: 30)]])
        #expect(run.last?.errorMessage == "The server cannot be reached.")
        #expect(run.last?.isClosed == false)
        #expect(run.completed.isEmpty)
    }

    @Test func aRejectionWithoutAUserMessageStillSaysSomething() throws {
        struct Opaque: Error {}
        let run = run(keys: [(210, .type("Growth")), (220, .enter)], answers: ["Growth": [.failure(Opaque(), after: 30)]])
        let message = try #require(run.last?.errorMessage)
        #expect(message.hasPrefix("Something went wrong"))
    }

    @Test func escapeDuringAPendingCheckClosesAndTheLateAnswerIsIgnored() throws {
        let run = run(keys: [(210, .type("Growth")), (220, .enter), (240, .escape)], answers: ["Growth": [.valid(after: 100)]])
        #expect(run.state(at: 230)?.isChecking == true)
        let last = try #require(run.last)
        #expect(last.result == .cancelled)
        #expect(!last.isChecking)
        #expect(run.events.last == .completed(240))
        #expect(run.completed.isEmpty)
        #expect(run.cancelled == ["240 Growth"])
    }

    @Test func escapeWithNothingPendingCancels() {
        let run = run(keys: [(210, .type("x")), (220, .escape), (230, .enter)])
        #expect(run.last?.result == .cancelled)
        #expect(run.completed.isEmpty)
        #expect(run.events.last == .completed(220))
    }

    @Test func aNewerCheckSupersedesAnOlderOneThatAnswersLater() throws {
        // The first Enter's check answers "valid" at 320, after the second's "taken" at 250: only the latest counts.
        let run = run(
            keys: [(210, .type("A")), (220, .enter), (230, .edit(.deleteBackward)), (231, .type("B")), (240, .enter)],
            answers: ["A": [.valid(after: 100)], "B": [.invalid("B is taken.", after: 10)]]
        )
        #expect(run.checks.map(\.value) == ["A", "B"])
        #expect(run.cancelled == ["230 A"])
        let last = try #require(run.last)
        #expect(last.errorMessage == "B is taken.")
        #expect(!last.isClosed)
        #expect(run.completed.isEmpty)
        #expect(run.events.last?.time == 251)
    }

    @Test func aRepeatedEnterSupersedesTheRunningCheckOfTheSameText() {
        // Enter twice on the same text: the first answer (at 300, invalid) is stale; the second (at 330, valid) closes
        // (answers are handled on the scheduler, one tick later).
        let run = run(
            keys: [(220, .enter), (230, .enter)], initialText: "A",
            answers: ["A": [.invalid("stale", after: 80), .valid(after: 100)]]
        )
        #expect(run.checks.map(\.value) == ["A", "A"])
        #expect(run.cancelled == ["230 A"])
        #expect(!run.states.contains { $0.errorMessage == "stale" })
        #expect(run.completed == ["A"])
        #expect(run.events.last == .completed(331))
    }

    @Test func changingTheTextDiscardsAPendingCheck() throws {
        let run = run(keys: [(210, .type("Growth")), (220, .enter), (250, .type("!"))], answers: ["Growth": [.valid(after: 100)]])
        #expect(run.state(at: 250)?.isChecking == false)
        let last = try #require(run.last)
        #expect(last.text.text == "Growth!")
        #expect(run.cancelled == ["250 Growth"])
        #expect(!last.isClosed)
        #expect(run.completed.isEmpty)
        #expect(run.events.last?.time == 250)
    }

    @Test func movingTheCaretKeepsTheErrorAndTheCheck() {
        let run = run(keys: [(210, .type("a*")), (220, .enter), (230, .edit(.moveLeft))])
        #expect(run.state(at: 230)?.errorMessage == "\"*\" is not allowed in a name.")
        #expect(run.state(at: 230)?.text.caret == 1)
    }

    @Test func disposingDuringACheckIgnoresItsAnswer() {
        let run = run(keys: [(210, .type("Growth")), (220, .enter)], answers: ["Growth": [.valid(after: 100)]], disposed: 250)
        #expect(run.cancelled == ["250 Growth"])
        #expect(run.completed.isEmpty)
        #expect(run.last?.isChecking == true)
    }

    @Test func typingListsSuggestionsAndArrowsPickOne() throws {
        let run = run(keys: [(210, .type("a")), (220, .down), (230, .down), (240, .down), (250, .down), (260, .up)], suggests: true)
        let listed = try #require(run.state(at: 210))
        #expect(listed.suggestions.map(\.value) == ["apple", "apricot", "avocado"])
        #expect(listed.suggestions.first?.title == "Apple")
        #expect(listed.selectedSuggestion == nil)
        #expect(run.state(at: 220)?.selectedSuggestion == 0)
        #expect(run.state(at: 240)?.selectedSuggestion == 2)
        #expect(run.state(at: 250)?.selectedSuggestion == 2)
        #expect(run.state(at: 260)?.selectedSuggestion == 1)
    }

    @Test func upFromTheFirstSuggestionReturnsToTheText() {
        let run = run(keys: [(210, .type("ap")), (220, .down), (230, .up), (240, .up)], suggests: true)
        #expect(run.state(at: 220)?.selectedSuggestion == 0)
        #expect(run.state(at: 230)?.selectedSuggestion == nil)
        #expect(run.state(at: 240)?.selectedSuggestion == nil)
    }

    @Test func enterTakesThePickedSuggestion() {
        let run = run(keys: [(210, .type("ap")), (220, .down), (230, .down), (240, .enter)], suggests: true)
        #expect(run.completed == ["apricot"])
        #expect(run.last?.result == .submitted("apricot"))
    }

    @Test func theCheckSeesThePickedValueAndItsAnswerKeepsThePick() throws {
        let run = run(
            keys: [(210, .type("av")), (220, .down), (230, .enter)],
            answers: ["avocado": [.invalid("avocado is already here.", after: 10)]],
            suggests: true
        )
        #expect(run.checks.map(\.value) == ["avocado"])
        let last = try #require(run.last)
        #expect(last.errorMessage == "avocado is already here.")
        #expect(last.selectedSuggestion == 0)
    }

    @Test func typingResetsThePickAndRefreshesTheList() throws {
        let run = run(keys: [(210, .type("a")), (220, .down), (230, .type("v")), (240, .edit(.deleteToStart))], suggests: true)
        let refreshed = try #require(run.state(at: 230))
        #expect(refreshed.suggestions.map(\.value) == ["avocado"])
        #expect(refreshed.selectedSuggestion == nil)
        #expect(run.state(at: 240)?.suggestions == [])
    }

    @Test func arrowsWithoutSuggestionsDoNothing() {
        let run = run(keys: [(210, .type("zz")), (220, .down)], suggests: true)
        #expect(run.states.count == 2)
        #expect(run.last?.selectedSuggestion == nil)
    }

    @Test func initialTextListsItsSuggestions() {
        let run = run(keys: [], initialText: "b", suggests: true)
        #expect(run.last?.suggestions.map(\.value) == ["banana"])
    }

    @Test func matchesLeftOutOfTheListAreCountedUnderIt() throws {
        let run = run(keys: [(210, .type("a")), (220, .type("p")), (230, .type("r"))], suggestionLimit: 1)
        let all = try #require(run.state(at: 210))
        #expect(all.suggestions.map(\.value) == ["apple"])
        #expect(all.unlistedSuggestionCount == 2)
        #expect(all.moreSuggestionsLine == "+2 more — keep typing")
        #expect(run.state(at: 220)?.moreSuggestionsLine == "+1 more — keep typing")
        #expect(run.state(at: 230)?.suggestions.map(\.value) == ["apricot"])
        #expect(run.state(at: 230)?.moreSuggestionsLine == nil)
    }

    @Test func clearingTheTextForgetsTheUnlistedCount() {
        let run = run(keys: [(210, .type("a")), (220, .edit(.deleteToStart))], suggestionLimit: 1)
        #expect(run.state(at: 210)?.unlistedSuggestionCount == 2)
        #expect(run.state(at: 220)?.unlistedSuggestionCount == 0)
        #expect(run.state(at: 220)?.moreSuggestionsLine == nil)
    }

    @Test func escRunsOnCancelOnceAndDisposingTheDialogDoesNot() {
        var cancelled: [TestTime] = []
        let scheduler = TestScheduler(initialClock: 0)
        let viewModel = InputDialogViewModel(
            title: "KIS set-up 3/5: app secret", prompt: "Secret", isMasked: true, scheduler: scheduler, completion: { _ in },
            onCancel: { cancelled.append(scheduler.clock) }
        )
        let recording = DialogRecording.run(viewModel, keys: [(300, .type("abc")), (310, .escape), (320, .escape)], on: scheduler)
        #expect(cancelled == [310])
        #expect(recording.last?.isMasked == true && recording.last?.result == .cancelled)

        var disposedCancels = 0
        let quiet = TestScheduler(initialClock: 0)
        let disposed = InputDialogViewModel(title: "t", prompt: "p", scheduler: quiet, completion: { _ in }, onCancel: { disposedCancels += 1 })
        _ = DialogRecording.run(disposed, keys: [(300, .type("abc"))], on: quiet, disposed: 400)
        #expect(disposedCancels == 0)
    }
}
