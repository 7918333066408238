// Ties subscriptions to an owner's lifetime.

/// Collects disposables and disposes them all when the bag is deallocated.
public final class DisposeBag: @unchecked Sendable {
    // @unchecked: `items` and `disposed` are only touched under `lock`.
    private let lock = Lock()
    private var items: [Disposable] = []
    private var disposed = false

    /// An empty bag.
    public init() {}

    /// Adds `disposable`; if the bag is already being torn down it is disposed at once.
    public func insert(_ disposable: Disposable) {
        let accepted: Bool = lock.withLock {
            if disposed { return false }
            items.append(disposable)
            return true
        }
        if !accepted { disposable.dispose() }
    }

    /// Adds several disposables.
    public func insert(_ disposables: Disposable...) {
        for item in disposables { insert(item) }
    }

    deinit {
        let all: [Disposable] = lock.withLock {
            disposed = true
            return items
        }
        for item in all { item.dispose() }
    }
}
