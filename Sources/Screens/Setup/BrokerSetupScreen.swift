// The screen of the KIS set-up before the app starts: a few lines of explanation under the set-up's dialogs.

import Presentation
import Reactive
import TUICore
import Widgets

/// Runs a `BrokerSetupFlow` on its own, before the watchlist exists (the first `--feed kis` run without
/// keys, `--setup`): its dialogs over a short explanation. It asks to quit when the set-up has finished
/// (saved, or Esc in its first dialog); `saved` then says which.
public final class BrokerSetupScreen {
    private let flow: BrokerSetupFlow
    private let reason: String
    private var dialog: DialogBinding?
    /// What the set-up saved; nil until it does (and after Esc).
    public private(set) var saved: BrokerSetupFlow.Saved?
    private var onChange: () -> Void = {}
    private var onQuit: () -> Void = {}

    /// - Parameters:
    ///   - flow: The set-up's dialogs.
    ///   - reason: Why it opens (the first line under the title).
    public init(flow: BrokerSetupFlow, reason: String) {
        self.flow = flow
        self.reason = reason
    }

    /// Opens the first dialog and listens to `keys`; `onChange` asks for a frame, `onQuit` ends the
    /// session. Dispose the result to stop.
    public func start(keys: Observable<Key>, onChange: @escaping () -> Void, onQuit: @escaping () -> Void) -> Disposable {
        self.onChange = onChange
        self.onQuit = onQuit
        open(flow.start(present: { [weak self] in self?.open($0) }, finished: { [weak self] saved in
            self?.saved = saved
            onQuit()
        }))
        let subscription = keys.subscribe(onNext: { [weak self] key in self?.handle(key) })
        return Disposables.create([subscription, Disposables.create { [weak self] in self?.dialog?.close() }])
    }

    /// Routes one key to the open dialog (Esc or q with none open quits).
    public func handle(_ key: Key) {
        guard let dialog else {
            if key == .escape || key == .character("q") { onQuit() }
            return
        }
        let routed = FocusRouter.route(key, focus: dialog.focus, pageRows: 1)
        switch routed {
        case .dialogEdit, .dialogSubmit, .dialogCancel, .dialogPick, .confirm, .confirmAlternative, .orderReview:
            dialog.send(routed)
            dropClosedDialog()
        case .redraw:
            onChange()
        default:
            break
        }
    }

    /// Draws the explanation (wrapped to the width) and the open dialog over it.
    public func draw(on canvas: Canvas) {
        let width = max(1, canvas.size.width - 4)
        canvas.put("StockWatch — KIS set-up", in: canvas.bounds.row(1).droppingLeft(2), style: Style(bold: true))
        let explanation = [
            reason,
            "Each answer is checked with KIS; the keys and account are saved to config.json (mode 0600).",
            "Esc goes back a step; in the first, it ends the set-up without saving.",
        ].flatMap { LineWrapping.lines($0, width: width) }
        for (row, line) in explanation.enumerated() {
            canvas.put(line, in: canvas.bounds.row(3 + row).droppingLeft(2), style: Style(dim: true))
        }
        // Under the explanation when there is room for a step's dialog there, so it never covers the words.
        let below = canvas.bounds.droppingTop(3 + explanation.count + 1)
        dialog?.draw(in: below.height >= Self.dialogRows ? below : canvas.bounds, on: canvas)
    }

    /// The rows a step's dialog takes at most: a four-row prompt, the field, two suggestions, the error and
    /// hint lines and the frame.
    static let dialogRows = 13

    private func open(_ request: DialogViewModel) {
        dialog?.close()
        dialog = DialogBinding(request) { [weak self] in
            self?.dropClosedDialog()
            self?.onChange()
        }
    }

    /// Removes the dialog once it has closed (the flow then opens the next or the previous step, or finishes).
    private func dropClosedDialog() {
        guard let dialog, dialog.isClosed else { return }
        dialog.close()
        self.dialog = nil
    }
}
