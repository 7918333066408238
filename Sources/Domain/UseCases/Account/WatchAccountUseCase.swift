// Watch the account valued at live prices: the broker's snapshots, the held stocks' quotes on top.

import Reactive

/// Watches the account and values its holdings at live quotes.
public protocol WatchAccountUseCase {
    /// The account valued now and after every snapshot or quote, until disposed.
    func execute() -> Observable<AccountValuation>
    /// Reads the account again (the Account view's `r`); rejects with what went wrong.
    func refresh() -> Promise<AccountSnapshot>
}

/// Subscribes the account's snapshots and, for each, one quote stream of its held codes; a newer
/// snapshot with other codes replaces the quote stream, prices already known are kept.
public final class DefaultWatchAccountUseCase: WatchAccountUseCase {
    private let account: AccountRepository
    private let quotes: QuoteRepository

    public init(account: AccountRepository, quotes: QuoteRepository) {
        self.account = account
        self.quotes = quotes
    }

    public func execute() -> Observable<AccountValuation> {
        let quotes = quotes
        let account = account
        return Observable.deferred {
            // The latest price of each held code, kept across snapshots for this subscriber.
            let prices = LockedState<[StockCode: Int]>([:])
            return account.snapshots.distinctUntilChanged().flatMapLatest { snapshot -> Observable<AccountValuation> in
                let first = AccountValuation(snapshot, prices: prices.withLock { $0 })
                let codes = snapshot.holdings.map(\.code)
                guard !codes.isEmpty else { return .just(first) }
                return quotes.quotes(for: codes).compactMap { event -> AccountValuation? in
                    guard case .quote(let quote) = event, quote.price > 0 else { return nil }
                    let known = prices.withLock { known in
                        known[quote.code] = quote.price
                        return known
                    }
                    return AccountValuation(snapshot, prices: known)
                }.startWith(first)
            }
        }
    }

    public func refresh() -> Promise<AccountSnapshot> {
        account.refresh()
    }
}
