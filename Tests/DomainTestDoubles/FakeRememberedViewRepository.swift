// The remembered view kept in memory, for the tests of the view model and the screen.

import Domain
import Reactive

/// A `RememberedViewRepository` that keeps the view in memory; nothing reaches a disk. It can stand
/// in for an unreadable file (`fetchFailure`) and a full disk (`saveFailure`), and counts saves, as
/// the tests need. Safe from any thread.
public final class FakeRememberedViewRepository: RememberedViewRepository, Sendable {
    private let stored: LockedState<(view: RememberedView, saveCount: Int)>
    /// When set, every fetch fails with it.
    public let fetchFailure: RememberedViewError?
    /// When set, every save fails with it and keeps the view.
    public let saveFailure: RememberedViewError?

    public init(_ view: RememberedView = .initial, fetchFailure: RememberedViewError? = nil, saveFailure: RememberedViewError? = nil) {
        stored = LockedState((view, 0))
        self.fetchFailure = fetchFailure
        self.saveFailure = saveFailure
    }

    /// The view stored now.
    public var view: RememberedView { stored.withLock { $0.view } }
    /// How many saves succeeded.
    public var saveCount: Int { stored.withLock { $0.saveCount } }

    public func fetchRememberedView() -> Single<RememberedView> {
        Single.create { [stored, fetchFailure] observer in
            observer(fetchFailure.map { .failure($0) } ?? .success(stored.withLock { $0.view }))
            return Disposables.create()
        }
    }

    public func saveRememberedView(_ view: RememberedView) -> Single<Void> {
        Single.create { [stored, saveFailure] observer in
            if let saveFailure {
                observer(.failure(saveFailure))
            } else {
                stored.withLock { $0 = (view, $0.saveCount + 1) }
                observer(.success(()))
            }
            return Disposables.create()
        }
    }
}
