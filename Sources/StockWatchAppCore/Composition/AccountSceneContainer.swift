// The Account scene's container: builds the account use case and the Account view model from this run's repositories.

import Domain
import Presentation
import Reactive

/// Builds the Account view's use case and view model (as `StockDetailSceneContainer` does for the
/// detail view); `--once --account` runs the same use case.
public struct AccountSceneContainer {
    private let account: AccountRepository
    private let quotes: QuoteRepository
    private let scheduler: any SchedulerType

    /// - Parameters:
    ///   - account: The simulated exchange's account or the KIS account.
    ///   - quotes: The live feed the holdings are valued with.
    ///   - scheduler: Where the view model handles updates.
    public init(account: AccountRepository, quotes: QuoteRepository, scheduler: any SchedulerType) {
        self.account = account
        self.quotes = quotes
        self.scheduler = scheduler
    }

    public func makeWatchAccountUseCase() -> WatchAccountUseCase {
        DefaultWatchAccountUseCase(account: account, quotes: quotes)
    }

    /// The Account view model; `importHolding` proposes the lots of `i` (nil: `i` says it cannot);
    /// `frames` as for the other views (nil emits after every update).
    public func makeAccountViewModel(importHolding: ImportBrokerHoldingUseCase? = nil, frames: (any ImmediateSchedulerType)? = nil) -> AccountViewModel {
        AccountViewModel(watchAccount: makeWatchAccountUseCase(), importHolding: importHolding, scheduler: scheduler, frames: frames)
    }
}
