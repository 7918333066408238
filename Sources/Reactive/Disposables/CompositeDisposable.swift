// A group of disposables disposed together.

/// Holds disposables and disposes them all at once; one added after disposal is disposed at once.
public final class CompositeDisposable: Cancelable, @unchecked Sendable {
    // @unchecked: `items`, `nextKey` and `disposed` are only touched under `lock`;
    // disposables are not Sendable, so they cannot live inside a `Mutex`.
    /// Identifies one member, to remove it later.
    public struct DisposeKey: Hashable, Sendable {
        fileprivate let value: Int
    }

    private let lock = Lock()
    /// Members by key; keys grow with insertion, so sorting them gives insertion order.
    private var items: [Int: Disposable] = [:]
    private var nextKey = 0
    private var disposed = false

    /// An empty group.
    public init() {}

    /// A group of two.
    public init(_ disposable1: Disposable, _ disposable2: Disposable) {
        for item in [disposable1, disposable2] { _ = insertLocked(item) }
    }

    /// A group of the given disposables.
    public init(disposables: [Disposable]) {
        for item in disposables { _ = insertLocked(item) }
    }

    /// Adds `disposable`; returns nil (after disposing it) when the group is already disposed.
    @discardableResult
    public func insert(_ disposable: Disposable) -> DisposeKey? {
        let key = lock.withLock { disposed ? nil : insertLocked(disposable) }
        if key == nil { disposable.dispose() }
        return key
    }

    /// Removes the member with `key` and disposes it.
    public func remove(for key: DisposeKey) {
        let removed: Disposable? = lock.withLock {
            items.removeValue(forKey: key.value)
        }
        removed?.dispose()
    }

    /// How many members the group holds.
    public var count: Int { lock.withLock { items.count } }

    public var isDisposed: Bool { lock.withLock { disposed } }

    public func dispose() {
        let all: [Disposable] = lock.withLock {
            if disposed { return [] }
            disposed = true
            let all = items.sorted { $0.key < $1.key }.map(\.value)
            items = [:]
            return all
        }
        for item in all { item.dispose() }
    }

    private func insertLocked(_ disposable: Disposable) -> DisposeKey {
        let key = nextKey
        nextKey += 1
        items[key] = disposable
        return DisposeKey(value: key)
    }
}
