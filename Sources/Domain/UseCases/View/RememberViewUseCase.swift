// Store the watchlist screen's view (open watchlist, sort, direction) after the user changed it.

import Reactive

/// Remembers the view for the next start.
public protocol RememberViewUseCase {
    /// Stores `view`; fails with `RememberedViewError.unwritable`.
    func execute(_ view: RememberedView) -> Single<Void>
}

/// Stores through a `RememberedViewRepository`.
public final class DefaultRememberViewUseCase: RememberViewUseCase {
    private let repository: RememberedViewRepository

    public init(repository: RememberedViewRepository) {
        self.repository = repository
    }

    public func execute(_ view: RememberedView) -> Single<Void> {
        repository.saveRememberedView(view)
    }
}
