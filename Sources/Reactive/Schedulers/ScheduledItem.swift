// One queued action that can be cancelled before it runs.

/// An action waiting in a scheduler's queue; disposing it cancels the action or what it started.
final class ScheduledItem: Cancelable {
    private var action: (() -> Disposable)?
    private let result = SingleAssignmentDisposable()

    init(_ action: @escaping () -> Disposable) {
        self.action = action
    }

    var isDisposed: Bool { result.isDisposed }

    /// Runs the action unless the item was disposed first.
    func invoke() {
        guard let action, !result.isDisposed else { return }
        self.action = nil
        result.setDisposable(action())
    }

    func dispose() {
        result.dispose()
    }
}
