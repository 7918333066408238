// The remembered view kept in memory only: `--synthetic-watchlist` and the tests.

import Domain
import Reactive

/// A `RememberedViewRepository` that keeps the view in memory; nothing reaches a disk. It can fail
/// on demand (`fetchFailure`, `saveFailure`) and counts saves, as the tests need. Safe from any thread.
public final class InMemoryRememberedViewRepository: RememberedViewRepository, Sendable {
    private struct Stored {
        var view: RememberedView
        var saveCount = 0
        var fetchFailure: RememberedViewError?
        var saveFailure: RememberedViewError?
    }

    private let stored: LockedState<Stored>

    public init(_ view: RememberedView = .initial) {
        stored = LockedState(Stored(view: view))
    }

    /// The view stored now.
    public var view: RememberedView { stored.withLock { $0.view } }
    /// How many saves succeeded.
    public var saveCount: Int { stored.withLock { $0.saveCount } }

    /// When set, fetches fail with it.
    public var fetchFailure: RememberedViewError? {
        get { stored.withLock { $0.fetchFailure } }
        set { stored.withLock { $0.fetchFailure = newValue } }
    }

    /// When set, saves fail with it and keep the view.
    public var saveFailure: RememberedViewError? {
        get { stored.withLock { $0.saveFailure } }
        set { stored.withLock { $0.saveFailure = newValue } }
    }

    public func fetchRememberedView() -> Single<RememberedView> {
        Single.create { [stored] observer in
            let result = stored.withLock { stored in stored.fetchFailure.map { Result<RememberedView, Error>.failure($0) } ?? .success(stored.view) }
            observer(result)
            return Disposables.create()
        }
    }

    public func saveRememberedView(_ view: RememberedView) -> Single<Void> {
        Single.create { [stored] observer in
            let failure = stored.withLock { stored -> RememberedViewError? in
                if let failure = stored.saveFailure { return failure }
                stored.view = view
                stored.saveCount += 1
                return nil
            }
            observer(failure.map { .failure($0) } ?? .success(()))
            return Disposables.create()
        }
    }
}
