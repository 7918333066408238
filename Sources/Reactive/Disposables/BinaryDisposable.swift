// Two disposables disposed together, without a dictionary or a lock.

import Synchronization

/// Disposes both of its disposables on the first `dispose()`.
final class BinaryDisposable: Cancelable, @unchecked Sendable {
    // @unchecked: `first`/`second` are written only in init and read and cleared only by the one
    // caller that wins `disposed`.
    private let disposed = Atomic<Bool>(false)
    private var first: Disposable?
    private var second: Disposable?

    init(_ first: Disposable, _ second: Disposable) {
        self.first = first
        self.second = second
    }

    var isDisposed: Bool { disposed.load(ordering: .acquiring) }

    func dispose() {
        if disposed.exchange(true, ordering: .acquiringAndReleasing) { return }
        let first = self.first, second = self.second
        self.first = nil
        self.second = nil
        first?.dispose()
        second?.dispose()
    }
}
