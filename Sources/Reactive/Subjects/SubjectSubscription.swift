// The disposable a subject returns to each subscriber.

import Synchronization

/// A subject that can remove one of its observers by key.
protocol UnsubscribableSubject: AnyObject {
    /// Removes the observer subscribed under `key`, if it is still there.
    func unsubscribe(_ key: Int)
}

/// Removes one observer from its subject on the first dispose; holds the subject weakly, so an
/// undisposed subscription does not keep the subject alive.
final class SubjectSubscription: Disposable, @unchecked Sendable {
    // @unchecked: `subject` is written only in init and read only by the caller that wins `disposed`.
    private let disposed = Atomic<Bool>(false)
    private weak var subject: (any UnsubscribableSubject)?
    private let key: Int
    #if DEBUG
    private let tracker = Resources.track()
    #endif

    init(subject: any UnsubscribableSubject, key: Int) {
        self.subject = subject
        self.key = key
    }

    func dispose() {
        if disposed.exchange(true, ordering: .acquiringAndReleasing) { return }
        subject?.unsubscribe(key)
    }
}
