// A slot holding one disposable at a time.

/// Holds one disposable; replacing it disposes the old one; after disposal, new ones are disposed at once.
public final class SerialDisposable: Cancelable, @unchecked Sendable {
    // @unchecked: `current` and `disposed` are only touched under `lock`.
    private let lock = Lock()
    private var current: Disposable?
    private var disposed = false

    /// An empty slot.
    public init() {}

    public var isDisposed: Bool { lock.withLock { disposed } }

    /// The disposable in the slot; setting one disposes the previous.
    public var disposable: Disposable {
        get { lock.withLock { current ?? Disposables.create() } }
        set {
            let (old, rejected): (Disposable?, Bool) = lock.withLock {
                if disposed { return (nil, true) }
                let old = current
                current = newValue
                return (old, false)
            }
            old?.dispose()
            if rejected { newValue.dispose() }
        }
    }

    public func dispose() {
        let old: Disposable? = lock.withLock {
            if disposed { return nil }
            disposed = true
            let old = current
            current = nil
            return old
        }
        old?.dispose()
    }
}
