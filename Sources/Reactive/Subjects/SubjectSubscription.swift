// The disposable a subject returns to each subscriber.

import Synchronization

/// Removes one observer from its subject on the first dispose.
final class SubjectSubscription: Disposable, @unchecked Sendable {
    // @unchecked: `unsubscribe` is read and cleared only by the caller that wins `disposed`.
    private let disposed = Atomic<Bool>(false)
    private var unsubscribe: (() -> Void)?
    #if DEBUG
    private let tracker = Resources.track()
    #endif

    init(_ unsubscribe: @escaping () -> Void) {
        self.unsubscribe = unsubscribe
    }

    func dispose() {
        if disposed.exchange(true, ordering: .acquiringAndReleasing) { return }
        let action = unsubscribe
        unsubscribe = nil
        action?()
    }
}
