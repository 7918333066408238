// The holdings view on screen: its view model wired to the routed keys, its latest state, and its drawing.

import Domain
import Presentation
import Reactive
import TUICore

/// One open holdings view, built from the view model's `HoldingsViewModel`. Routed keys go in through
/// `send`; each state is kept for drawing and `onChange` is called so the screen redraws. Once its state
/// says closed, `isClosed` is true and the screen drops it. Its dialogs open over it as the screen's dialog.
final class HoldingsBinding {
    private(set) var state: HoldingsState?
    private let keys = PublishSubject<HoldingsKey>()
    private let subscription = SingleAssignmentDisposable()
    private let colors: PriceColorScheme

    /// Starts the view of `viewModel`; `onChange` runs after every new state (the first one at once).
    init(_ viewModel: HoldingsViewModel, colors: PriceColorScheme, onChange: @escaping () -> Void) {
        self.colors = colors
        let keys = keys.asObservable()
        let command = { (key: HoldingsKey) in keys.compactMap { $0 == key ? () : nil } }
        let input = HoldingsViewModel.Input(
            moves: keys.compactMap { if case .move(let move) = $0 { move } else { nil } },
            add: command(.add), edit: command(.edit), delete: command(.delete), sell: command(.sell), close: command(.close)
        )
        subscription.setDisposable(viewModel.transform(input).state.subscribe(onNext: { [weak self] state in
            self?.state = state
            onChange()
        }))
    }

    /// True once the view was closed.
    var isClosed: Bool { state?.isClosed ?? true }

    /// Hands a routed key to the view model.
    func send(_ key: HoldingsKey) {
        keys.onNext(key)
    }

    /// Draws the view over the screen.
    func draw(in screen: Rect, on canvas: Canvas) {
        guard let state else { return }
        HoldingsView(colors: colors).draw(state, in: screen, on: canvas)
    }

    /// Stops listening to the view model.
    func close() {
        subscription.dispose()
    }
}
