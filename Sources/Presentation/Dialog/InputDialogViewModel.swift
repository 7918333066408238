// The reusable modal input dialog: the caller says what is valid and what to do, the dialog owns the text.

import DisplayText
import Reactive

/// A one-line input dialog (add a stock, new or rename watchlist) in Input/Output `transform` style.
///
/// The caller gives the title and prompt, the basic `InputRules`, optionally suggestions for what is
/// typed and an asynchronous check, and the completion. The dialog owns the text, the error line, the
/// "checking…" state and dismissal:
/// - Enter takes the picked suggestion's value, or else the text; runs the rules (a broken rule goes on
///   the error line), then the check: valid → the completion runs with the value and the dialog closes;
///   invalid → its message goes on the error line and the text stays; a rejected check (network down)
///   puts its reason there too.
/// - A newer Enter supersedes a pending check, and changing the text or the pick discards it: the
///   superseded check's promise is cancelled (flatMapLatest semantics), so the caller's work — a disk
///   read, a request, registered with `Resolver.onCancel` — stops, and a version counter (as ticker has)
///   drops any answer already on its way.
/// - Esc closes at once and cancels a pending check, as does disposing the dialog's subscription; after
///   Esc (only) the caller's `onCancel` runs.
/// - A masked dialog (`isMasked`, a secret) is drawn as one `•` per character, never its text.
/// - Typing clears the error line and refreshes the suggestions.
public final class InputDialogViewModel {
    /// The user's intents, from the keys of the screen that shows the dialog.
    public struct Input {
        /// Text editing keys (characters, Backspace, ←/→, Ctrl-U, …).
        public let edits: Observable<TextEdit>
        /// Enter.
        public let submit: Observable<Void>
        /// Esc.
        public let cancel: Observable<Void>
        /// ↑/↓ in the suggestion list, for dialogs with suggestions.
        public let suggestionMoves: Observable<SuggestionMove>?

        public init(
            edits: Observable<TextEdit>,
            submit: Observable<Void>,
            cancel: Observable<Void>,
            suggestionMoves: Observable<SuggestionMove>? = nil
        ) {
            self.edits = edits
            self.submit = submit
            self.cancel = cancel
            self.suggestionMoves = suggestionMoves
        }
    }

    /// What the dialog shows.
    public struct Output {
        /// The state at subscription, then after every change; completes after the closed state.
        /// Each subscription runs the dialog anew: subscribe once.
        public let state: Observable<InputDialogState>
    }

    /// The most characters the field takes, so a huge paste stops filling it.
    public static let fieldCapacity = 200

    public let title: String
    public let prompt: String
    private let initialText: String
    private let rules: InputRules
    private let suggest: ((String) -> InputSuggestionList)?
    private let check: ((String) -> Promise<Validation>)?
    private let checksWhileTyping: Bool
    private let isMasked: Bool
    private let scheduler: any ImmediateSchedulerType
    private let completion: (String) -> Void
    private let onCancel: (() -> Void)?

    /// - Parameters:
    ///   - title: The dialog's heading.
    ///   - prompt: The line above the field.
    ///   - initialText: What the field starts with (the current name when renaming).
    ///   - rules: The basic rules Enter checks first.
    ///   - suggestions: What to list under the field for a text, and how many matches it left out;
    ///     called on every change of the text, synchronously, so it must be quick and must not drive
    ///     this dialog.
    ///   - check: The caller's asynchronous verdict on a value that passed the rules; a rejection puts
    ///     its reason on the error line. The dialog cancels the promise when the check is superseded.
    ///   - checksWhileTyping: Also run the check after every change of the text, putting a refusal on the
    ///     error line at once (for local checks that answer quickly); Enter still checks before completing.
    ///   - isMasked: The text is a secret: the field shows one `•` per character, never the text.
    ///   - scheduler: Where the check's answer is handled (the main scheduler; a TestScheduler in tests).
    ///   - completion: Runs once with the accepted value, just before the dialog closes.
    ///   - onCancel: Runs once when Esc closed the dialog (a set-up's step goes back to the one before);
    ///     not when the subscription is disposed.
    public init(
        title: String,
        prompt: String,
        initialText: String = "",
        rules: InputRules = InputRules(),
        suggestions: ((String) -> InputSuggestionList)? = nil,
        check: ((String) -> Promise<Validation>)? = nil,
        checksWhileTyping: Bool = false,
        isMasked: Bool = false,
        scheduler: any ImmediateSchedulerType,
        completion: @escaping (String) -> Void,
        onCancel: (() -> Void)? = nil
    ) {
        self.onCancel = onCancel
        self.checksWhileTyping = checksWhileTyping
        self.isMasked = isMasked
        self.title = title
        self.prompt = prompt
        self.initialText = initialText
        self.rules = rules
        self.suggest = suggestions
        self.check = check
        self.scheduler = scheduler
        self.completion = completion
    }

    /// Runs the dialog on `input` for each subscriber of the output.
    public func transform(_ input: Input) -> Output {
        var actions: [Observable<Action>] = [
            input.edits.map { Action.edit($0) },
            input.submit.map { Action.submit },
            input.cancel.map { Action.cancel },
        ]
        if let moves = input.suggestionMoves { actions.append(moves.map { Action.move($0) }) }
        let state = UpdateLoop.observable(
            initial: { [initial = initialState()] in initial },
            actions: actions,
            update: { [rules, suggest, hasCheck = check != nil, checksWhileTyping] state, action in
                let effects = Self.update(&state, action, rules: rules, suggest: suggest, hasCheck: hasCheck)
                guard checksWhileTyping, hasCheck, case .edit = action, !effects.contains(where: { if case .check = $0 { true } else { false } }) else { return effects }
                return effects + Self.checkWhileTyping(&state, rules: rules)
            },
            isFinished: \.isClosed,
            emission: .eachChange,
            effects: { [check, scheduler, completion, onCancel] loop in
                // The one running check; starting another or dropping it cancels the previous one.
                let runningCheck = SerialDisposable()
                loop.own(runningCheck)
                return { effect in
                    switch effect {
                    case .complete(let value):
                        completion(value)
                    case .cancelled:
                        onCancel?()
                    case .check(let value, let version):
                        guard let check else { return }
                        // Cancelling the handler's promise cancels the check's, and skips the handler.
                        let answered = check(value).tap(on: scheduler) { loop.send(.checked(version: version, value: value, $0)) }
                        runningCheck.disposable = Disposables.create { answered.cancel() }
                    case .cancelCheck:
                        runningCheck.disposable = Disposables.create()
                    }
                }
            }
        )
        return Output(state: state)
    }

    private func initialState() -> InputDialogState {
        var state = InputDialogState(title: title, prompt: prompt, text: EditableText(initialText, maximumLength: Self.fieldCapacity), isMasked: isMasked)
        if !state.text.isEmpty { state.show(suggest?(state.text.text) ?? .empty) }
        return state
    }

    /// A user intent or the answer of a check.
    enum Action {
        case edit(TextEdit)
        case move(SuggestionMove)
        case submit
        case cancel
        case checked(version: Int, value: String, Result<Validation, Error>)
    }

    /// Work the update asks for.
    enum Effect: Sendable {
        /// Run the caller's check on `value`, cancelling the one running; its answer comes back as `.checked(version:…)`.
        case check(String, version: Int)
        /// Cancel the running check: its answer no longer applies.
        case cancelCheck
        /// Run the completion with `value`.
        case complete(String)
        /// Esc closed the dialog: run `onCancel`.
        case cancelled
    }

    private static func update(
        _ state: inout InputDialogState,
        _ action: Action,
        rules: InputRules,
        suggest: ((String) -> InputSuggestionList)?,
        hasCheck: Bool
    ) -> [Effect] {
        switch action {
        case .edit(let edit):
            let before = state.text.text
            let leftOut = state.text.apply(edit)
            let cutNotice = state.text.cutNotice(leftOut: leftOut)
            guard state.text.text != before || cutNotice != nil else { return [] }
            state.show(state.text.isEmpty ? .empty : suggest?(state.text.text) ?? .empty)
            state.selectedSuggestion = nil
            let effects = state.discardCheckAndError()
            state.errorMessage = cutNotice
            return effects
        case .move(let move):
            let picked = moved(state.selectedSuggestion, by: move, count: state.suggestions.count)
            guard picked != state.selectedSuggestion else { return [] }
            state.selectedSuggestion = picked
            return state.discardCheckAndError()
        case .submit:
            return submit(&state, rules: rules, hasCheck: hasCheck)
        case .cancel:
            state.result = .cancelled
            return state.discardCheck() + [.cancelled]
        case .checked(let version, let value, let answer):
            guard version == state.pendingCheck else { return [] }
            state.pendingCheck = nil
            switch answer {
            case .success(.valid) where !state.checkCompletes:
                state.errorMessage = nil
            case .success(.valid):
                state.result = .submitted(value)
                return [.complete(value)]
            case .success(.invalid(let message)):
                state.errorMessage = message
            case .failure(let error):
                state.errorMessage = error.userFacingMessage
            }
        }
        return []
    }

    /// The check of the text as it is now, whose answer only sets the error line (nothing for an empty text).
    private static func checkWhileTyping(_ state: inout InputDialogState, rules: InputRules) -> [Effect] {
        guard state.errorMessage == nil, case .success(let value) = rules.check(state.text.text), !value.isEmpty else { return [] }
        state.checksStarted += 1
        state.pendingCheck = state.checksStarted
        state.checkCompletes = false
        return [.check(value, version: state.checksStarted)]
    }

    private static func submit(_ state: inout InputDialogState, rules: InputRules, hasCheck: Bool) -> [Effect] {
        let target = state.selectedSuggestion.map { state.suggestions[$0].value } ?? state.text.text
        switch rules.check(target) {
        case .failure(let violation):
            state.errorMessage = violation.message
            return state.discardCheck()
        case .success(let value) where hasCheck:
            state.checksStarted += 1
            state.pendingCheck = state.checksStarted
            state.checkCompletes = true
            state.errorMessage = nil
            return [.check(value, version: state.checksStarted)]
        case .success(let value):
            state.result = .submitted(value)
            return [.complete(value)]
        }
    }

    /// The pick after `move` in a list of `count`: down from the text picks the first, up from the first
    /// returns to the text, and the ends hold.
    private static func moved(_ picked: Int?, by move: SuggestionMove, count: Int) -> Int? {
        guard count > 0 else { return nil }
        switch move {
        case .down: return min((picked ?? -1) + 1, count - 1)
        case .up: return picked.flatMap { $0 == 0 ? nil : $0 - 1 }
        }
    }
}

extension InputDialogState {
    /// A pending check no longer applies: forgets it and asks for it to be cancelled.
    fileprivate mutating func discardCheck() -> [InputDialogViewModel.Effect] {
        guard pendingCheck != nil else { return [] }
        pendingCheck = nil
        return [.cancelCheck]
    }

    /// What the submitted value was has changed: a pending check is cancelled and the error line cleared.
    fileprivate mutating func discardCheckAndError() -> [InputDialogViewModel.Effect] {
        errorMessage = nil
        return discardCheck()
    }
}
