// A disposable that runs a closure once.

import Synchronization

/// Runs its action on the first `dispose()` only.
@usableFromInline
final class AnonymousDisposable: Cancelable, @unchecked Sendable {
    // @unchecked: `action` is read and cleared only by the one caller that wins `disposed`.
    private let disposed = Atomic<Bool>(false)
    private var action: (() -> Void)?

    @usableFromInline
    init(_ action: @escaping () -> Void) {
        self.action = action
    }

    @usableFromInline
    var isDisposed: Bool { disposed.load(ordering: .acquiring) }

    @usableFromInline
    func dispose() {
        if disposed.exchange(true, ordering: .acquiringAndReleasing) { return }
        let action = self.action
        self.action = nil
        action?()
    }
}
