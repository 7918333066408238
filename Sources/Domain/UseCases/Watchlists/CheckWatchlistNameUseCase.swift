// Is this name acceptable and free? The name dialog's asynchronous check.

import Reactive

/// Checks a proposed watchlist name against the rules and the stored names.
public protocol CheckWatchlistNameUseCase {
    /// The name as it would be stored, or `WatchlistNameError` (rule broken, or taken by another list
    /// than `excluding` — pass the list being renamed); `WatchlistStoreError` if the lists can't be read.
    func execute(name: String, excluding: WatchlistID?) -> Single<String>
}

/// Checks against a `WatchlistRepository`.
public final class DefaultCheckWatchlistNameUseCase: CheckWatchlistNameUseCase {
    private let repository: WatchlistRepository

    public init(repository: WatchlistRepository) {
        self.repository = repository
    }

    public func execute(name: String, excluding: WatchlistID?) -> Single<String> {
        repository.fetchWatchlists().map { watchlists in
            try WatchlistNameRules.validate(name, among: watchlists, excluding: excluding).get()
        }
    }
}
