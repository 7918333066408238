// Keys a test presses in a dialog at virtual times, turned into the dialog view models' inputs.

import DisplayText
import Presentation
import Reactive
import ReactiveTesting

/// A key press in a dialog, as the screen would translate it.
enum DialogKey {
    case type(String)
    case edit(TextEdit)
    case enter
    case escape
    case up
    case down
    case yes
    case no
    /// d in a confirmation with an alternative.
    case alternative

    /// The input dialog's input for `keys`, each pressed at its virtual time.
    static func inputDialogInput(_ keys: [(TestTime, DialogKey)], on scheduler: TestScheduler) -> InputDialogViewModel.Input {
        InputDialogViewModel.Input(
            edits: stream(keys, on: scheduler) { key in
                switch key {
                case .type(let text): return .insert(text)
                case .edit(let edit): return edit
                default: return nil
                }
            },
            submit: stream(keys, on: scheduler) { if case .enter = $0 { () } else { nil } },
            cancel: stream(keys, on: scheduler) { if case .escape = $0 { () } else { nil } },
            suggestionMoves: stream(keys, on: scheduler) { key in
                switch key {
                case .up: return .up
                case .down: return .down
                default: return nil
                }
            }
        )
    }

    /// The confirmation's input for `keys`: `.yes`/`.enter` confirm, `.no`/`.escape` decline, `.alternative` its third answer.
    static func confirmDialogInput(_ keys: [(TestTime, DialogKey)], on scheduler: TestScheduler) -> ConfirmDialogViewModel.Input {
        ConfirmDialogViewModel.Input(
            confirm: stream(keys, on: scheduler) { key in
                switch key {
                case .yes, .enter: return ()
                default: return nil
                }
            },
            decline: stream(keys, on: scheduler) { key in
                switch key {
                case .no, .escape: return ()
                default: return nil
                }
            },
            alternative: stream(keys, on: scheduler) { if case .alternative = $0 { () } else { nil } }
        )
    }

    private static func stream<Element>(
        _ keys: [(TestTime, DialogKey)],
        on scheduler: TestScheduler,
        _ select: (DialogKey) -> Element?
    ) -> Observable<Element> {
        let events = keys.compactMap { time, key in select(key).map { Recorded.next(time, $0) } }
        return scheduler.createHotObservable(events).asObservable()
    }
}
