// Turn a broker holding into a lot of the user's watchlist: what to propose, what to accept, and the save.

import Reactive

/// Imports a broker holding into a watchlist's lots.
public protocol ImportBrokerHoldingUseCase {
    /// The lot that would bring the lots (holding `heldByLots` shares of the stock) up to `holding`, or nil
    /// when the lots already hold as many shares or more.
    func proposal(for holding: AccountHolding, heldByLots: Int) -> BrokerHoldingImport?
    /// The lot `text` writes for `proposal`, dated today when it names no day, or `PositionLotError`:
    /// unreadable, off the tick grid, more shares than the proposal's, a future date or a day KRX was
    /// shut (the import's own day is accepted on any day). Today's price limits are not asked: an average
    /// price need not be a price of today. A read-only store fails with its refusal, so the dialog says it.
    func check(text: String, for proposal: BrokerHoldingImport) -> Single<PositionLot>
    /// Appends `lot` to the position of `code` in the watchlist `id`, adding the stock (named `name`) to
    /// the list first when it is not in it; one save. Fails like `EditPositionsUseCase.addLot`.
    func execute(_ lot: PositionLot, code: StockCode, name: String, in id: WatchlistID) -> Single<[Watchlist]>
}

/// Imports with today's date from a clock, the KRX calendar, the catalog's kinds for the tick grid, and a
/// `WatchlistRepository`.
public final class DefaultImportBrokerHoldingUseCase: ImportBrokerHoldingUseCase {
    private let transaction: WatchlistStoreTransaction
    private let repository: WatchlistRepository
    private let catalog: StockCatalogRepository
    private let clock: any SchedulerType
    private let calendar: () -> KRXCalendar

    /// - Parameters:
    ///   - repository: Where the lots are saved.
    ///   - catalog: Tells the stock's kind, hence its grid (shares' for a code it does not list).
    ///   - clock: Gives today's date (Korea time).
    ///   - calendar: The exchange calendar in use.
    public init(repository: WatchlistRepository, catalog: StockCatalogRepository, clock: any SchedulerType, calendar: @escaping () -> KRXCalendar) {
        transaction = WatchlistStoreTransaction(repository: repository)
        self.repository = repository
        self.catalog = catalog
        self.clock = clock
        self.calendar = calendar
    }

    public func proposal(for holding: AccountHolding, heldByLots: Int) -> BrokerHoldingImport? {
        let missing = holding.quantity - heldByLots
        guard missing > 0, holding.averagePrice > 0 else { return nil }
        return BrokerHoldingImport(
            code: holding.code, name: holding.name, quantity: missing,
            price: grid(of: holding.code).nearestGridPrice(to: holding.averagePrice), date: TradeDate(koreaDayOf: clock.now)
        )
    }

    public func check(text: String, for proposal: BrokerHoldingImport) -> Single<PositionLot> {
        guard !repository.isReadOnly else { return .error(repository.readOnlyRefusal) }
        do throws(PositionLotError) {
            let typed = try PositionLot(parsing: text)
            let lot = PositionLot(quantity: typed.quantity, price: typed.price, date: typed.date ?? proposal.date)
            if lot.quantity > proposal.quantity { throw .moreThanBrokerHolds(quantity: lot.quantity, missing: proposal.quantity) }
            // Dated the day of the import, the lot records when it was entered, on a weekend too: only
            // the grid applies then.
            let checked = lot.date == proposal.date ? PositionLot(quantity: lot.quantity, price: lot.price) : lot
            try DefaultCheckPositionLotUseCase.checkWithoutQuote(
                checked, today: TradeDate(koreaDayOf: clock.now), calendar: calendar(), grid: grid(of: proposal.code), held: nil
            )
            return .just(lot)
        } catch {
            return .error(error)
        }
    }

    public func execute(_ lot: PositionLot, code: StockCode, name: String, in id: WatchlistID) -> Single<[Watchlist]> {
        transaction.editWatchlist(id) { watchlist in
            if !watchlist.codes.contains(code) {
                watchlist.codes.append(code)
                watchlist.storedNames[code] = name
            }
            try DefaultEditPositionsUseCase.append(lot, code: code, to: &watchlist)
        }
    }

    private func grid(of code: StockCode) -> KRXPriceGrid {
        KRXPriceGrid.of(catalog.allStocks().first { $0.code == code }?.kind ?? .stock)
    }
}
