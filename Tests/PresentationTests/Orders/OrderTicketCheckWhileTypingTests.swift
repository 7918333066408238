// The input dialog's check while typing (the order ticket's): a refusal shows at once, a fix clears it, nothing completes until Enter.

import DisplayText
import Presentation
import Reactive
import Testing

@Suite struct OrderTicketCheckWhileTypingTests {
    @Test func aRefusalShowsAsTypedAndOnlyEnterCompletes() {
        var completed: [String] = []
        var checked: [String] = []
        let viewModel = InputDialogViewModel(
            title: "Buy", prompt: "Quantity @ price",
            check: { typed in
                checked.append(typed)
                return .value(typed.hasSuffix("5") ? .invalid(message: "off the grid") : .valid)
            },
            checksWhileTyping: true, scheduler: ImmediateScheduler.instance, completion: { completed.append($0) }
        )
        let edits = PublishSubject<TextEdit>()
        let submit = PublishSubject<Void>()
        var last: InputDialogState?
        let subscription = viewModel.transform(.init(edits: edits.asObservable(), submit: submit.asObservable(), cancel: .never()))
            .state.subscribe(onNext: { last = $0 })
        defer { subscription.dispose() }
        edits.onNext(.insert("1"))
        edits.onNext(.insert("5"))
        #expect(last?.errorMessage == "off the grid")
        #expect(last?.isChecking == false)
        #expect(completed.isEmpty)
        edits.onNext(.deleteBackward)
        #expect(last?.errorMessage == nil)
        #expect(completed.isEmpty)
        #expect(checked == ["1", "15", "1"])
        submit.onNext(())
        #expect(completed == ["1"])
    }
}
