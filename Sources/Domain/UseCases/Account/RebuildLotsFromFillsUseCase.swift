// Rebuild a stock's lots from the account's fills: what they would be, and the save that puts them in a watchlist.

import Reactive

/// Rebuilds the lots of a broker holding from the account's fills of the months the broker keeps.
public protocol RebuildLotsFromFillsUseCase {
    /// Reads the fills of `holding`'s stock since the first day the account keeps (the day after the same
    /// day `monthsKept` months ago) and rebuilds its lots
    /// (`LotRebuild`); fails with the read's error or a `LotRebuildError`.
    func proposal(for holding: AccountHolding) -> Single<LotRebuild>
    /// Replaces the lots and sales of the stock in the watchlist `id` with `rebuild`'s, adding the stock
    /// (named as the broker names it) first when it is not in the list; one save. A read-only store fails
    /// with its refusal.
    func execute(_ rebuild: LotRebuild, in id: WatchlistID) -> Single<[Watchlist]>
}

/// Rebuilds from a `FillHistoryRepository` into a `WatchlistRepository`, booking sales with the fee rates.
public final class DefaultRebuildLotsFromFillsUseCase: RebuildLotsFromFillsUseCase {
    private let history: FillHistoryRepository
    private let transaction: WatchlistStoreTransaction
    private let repository: WatchlistRepository
    private let costs: TradingCosts
    private let clock: any SchedulerType

    /// - Parameters:
    ///   - history: The account's past fills.
    ///   - repository: Where the lots are saved.
    ///   - costs: Commission and tax the rebuilt sales book.
    ///   - clock: Gives today's date (Korea time), from which the months kept are counted.
    public init(history: FillHistoryRepository, repository: WatchlistRepository, costs: TradingCosts, clock: any SchedulerType) {
        self.history = history
        transaction = WatchlistStoreTransaction(repository: repository)
        self.repository = repository
        self.costs = costs
        self.clock = clock
    }

    public func proposal(for holding: AccountHolding) -> Single<LotRebuild> {
        guard !repository.isReadOnly else { return .error(repository.readOnlyRefusal) }
        let since = TradeDate(koreaDayOf: clock.now).monthsEarlier(history.monthsKept).nextDay
        let costs = costs
        return history.fills(of: holding.code, since: since).map { fills in
            try LotRebuild(holding: holding, fills: fills, since: since, costs: costs)
        }
    }

    public func execute(_ rebuild: LotRebuild, in id: WatchlistID) -> Single<[Watchlist]> {
        transaction.editWatchlist(id) { watchlist in
            let code = rebuild.holding.code
            if !watchlist.codes.contains(code) {
                watchlist.codes.append(code)
                watchlist.storedNames[code] = rebuild.holding.name
            }
            if let index = watchlist.positions.firstIndex(where: { $0.code == code }) {
                watchlist.positions[index] = rebuild.position
            } else {
                watchlist.positions.append(rebuild.position)
            }
        }
    }
}
