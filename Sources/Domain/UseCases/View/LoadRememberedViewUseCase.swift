// Load the watchlist screen's last view at start; a damaged one gives the defaults and says so.

import Reactive

/// Loads the remembered view.
public protocol LoadRememberedViewUseCase {
    /// The stored view, or `RememberedView.initial` with a notice when it cannot be read. Never fails.
    func execute() -> Single<LoadedRememberedView>
}

/// Loads from a `RememberedViewRepository`.
public final class DefaultLoadRememberedViewUseCase: LoadRememberedViewUseCase {
    private let repository: RememberedViewRepository

    public init(repository: RememberedViewRepository) {
        self.repository = repository
    }

    public func execute() -> Single<LoadedRememberedView> {
        repository.fetchRememberedView().asObservable()
            .map { LoadedRememberedView(view: $0, notice: nil) }
            .catch { error in
                let notice = (error as? UserFacingError)?.message ?? RememberedViewError.unreadable("\(error)").message
                return .just(LoadedRememberedView(view: .initial, notice: notice))
            }
            .asSingle()
    }
}
