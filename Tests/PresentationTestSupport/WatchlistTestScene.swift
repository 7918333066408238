// The watchlist view model built straight from Domain's use cases over test doubles, for the view-model and
// screen tests, which so never go through the composition root (StockWatchAppCore).

import Domain
import Foundation
import Presentation
import Reactive

/// The repositories a watchlist test runs on, and the view model, holdings and broker import over them:
/// each use case Domain's default one, as the app's composition root wires them over the real repositories.
public struct WatchlistTestScene {
    private let watchlists: WatchlistRepository
    private let quotes: QuoteRepository
    private let catalog: StockCatalogRepository
    private let indices: MarketIndexRepository?
    private let calendars: MarketCalendarRepository?
    private let rememberedView: RememberedViewRepository?
    private let feedSettings: FeedSettingsRepository?
    private let scheduler: any SchedulerType
    private let makeWatchlistID: () -> WatchlistID
    private let searchIndex: StockSearchIndex
    /// Every day a trading day but weekends (no holidays), unless `calendars` says otherwise.
    private let calendar = KRXCalendar(closures: [:])

    public init(
        watchlists: WatchlistRepository, quotes: QuoteRepository, catalog: StockCatalogRepository, scheduler: any SchedulerType,
        indices: MarketIndexRepository? = nil, calendars: MarketCalendarRepository? = nil, rememberedView: RememberedViewRepository? = nil,
        feedSettings: FeedSettingsRepository? = nil, makeWatchlistID: @escaping () -> WatchlistID = { WatchlistID("new") }
    ) {
        self.watchlists = watchlists
        self.quotes = quotes
        self.catalog = catalog
        self.scheduler = scheduler
        self.indices = indices
        self.calendars = calendars
        self.rememberedView = rememberedView
        self.feedSettings = feedSettings
        self.makeWatchlistID = makeWatchlistID
        searchIndex = StockSearchIndex(catalog: catalog)
    }

    /// The watchlist screen's view model; `frames` paces its states as the app's frames do (nil: every update);
    /// `tradingMinutes` says which stocks' quotes include Nextrade's trades (nil: none).
    public func viewModel(
        staleAfter: TimeInterval, frames: (any ImmediateSchedulerType)? = nil, holdings: WatchlistViewModel.Holdings? = nil,
        feedHours: FeedHours = .exchange, startupMessages: [(kind: RunMessage.Kind, text: String)] = [], brokerSetup: BrokerSetupFlow? = nil,
        tradingMinutes: StockTradingMinutesUseCase? = nil
    ) -> WatchlistViewModel {
        let useCases = WatchlistViewModel.UseCases(
            loadWatchlists: DefaultLoadWatchlistsUseCase(repository: watchlists),
            watchQuotes: DefaultWatchWatchlistQuotesUseCase(quotes: quotes, catalog: catalog),
            currentSession: calendars.map { DefaultCurrentMarketSessionUseCase(scheduler: scheduler, calendars: $0) }
                ?? DefaultCurrentMarketSessionUseCase(scheduler: scheduler, calendar: calendar),
            addStock: DefaultAddStockToWatchlistUseCase(repository: watchlists),
            removeStock: DefaultRemoveStockFromWatchlistUseCase(repository: watchlists),
            moveStock: DefaultMoveStockInWatchlistUseCase(repository: watchlists),
            createWatchlist: DefaultCreateWatchlistUseCase(repository: watchlists, makeID: makeWatchlistID),
            renameWatchlist: DefaultRenameWatchlistUseCase(repository: watchlists),
            deleteWatchlist: DefaultDeleteWatchlistUseCase(repository: watchlists),
            watchSources: DefaultWatchQuoteSourcesUseCase(quotes: quotes),
            rememberedView: rememberedView.map { (DefaultLoadRememberedViewUseCase(repository: $0), DefaultRememberViewUseCase(repository: $0)) },
            watchCatalog: DefaultWatchStockCatalogUseCase(catalog: catalog),
            watchIndices: indices.map { DefaultWatchMarketIndicesUseCase(repository: $0, scheduler: scheduler) },
            retryFeed: DefaultRetryQuoteFeedUseCase(quotes: quotes, settings: feedSettings),
            tradingMinutes: tradingMinutes
        )
        let dialogs = WatchlistDialogFactory(
            searchStocks: DefaultSearchStocksUseCase(index: searchIndex), resolveStock: DefaultResolveStockUseCase(index: searchIndex),
            checkName: DefaultCheckWatchlistNameUseCase(repository: watchlists), scheduler: scheduler
        )
        return WatchlistViewModel(
            useCases: useCases, dialogs: dialogs, scheduler: scheduler, staleAfter: staleAfter, frames: frames, holdings: holdings,
            feedHours: feedHours, startupMessages: startupMessages, brokerSetup: brokerSetup
        )
    }

    /// Lots and alerts, with no fees and no order ticket; `importsHoldings` adds the broker import (the Account
    /// view's `i`), `fillHistory` the rebuild from fills (its `f`).
    public func holdings(importsHoldings: Bool = false, fillHistory: FillHistoryRepository? = nil) -> WatchlistViewModel.Holdings {
        let currentCalendar = { [calendars, calendar] in calendars?.calendar ?? calendar }
        return WatchlistViewModel.Holdings(
            dialogs: HoldingsDialogFactory(
                checkLot: DefaultCheckPositionLotUseCase(quotes: quotes, clock: scheduler, calendar: currentCalendar, catalog: catalog),
                checkAlert: DefaultCheckPriceAlertUseCase(quotes: quotes, catalog: catalog), scheduler: scheduler
            ),
            editPositions: DefaultEditPositionsUseCase(repository: watchlists),
            editAlerts: DefaultEditPriceAlertsUseCase(repository: watchlists),
            watchAlerts: DefaultWatchPriceAlertsUseCase(quotes: quotes, history: nil),
            costs: .none,
            name: { [catalog] code in catalog.allStocks().first { $0.code == code }?.nameKorean },
            orders: nil,
            imports: importsHoldings ? HoldingImportDialogFactory(importHolding: importBrokerHolding(), scheduler: scheduler) : nil,
            rebuilds: fillHistory.map { LotRebuildDialogFactory(rebuildLots: rebuildLots(from: $0)) }
        )
    }

    /// Rebuilds a holding's lots from `history` (the Account view's `f`), with no fees.
    public func rebuildLots(from history: FillHistoryRepository) -> RebuildLotsFromFillsUseCase {
        DefaultRebuildLotsFromFillsUseCase(history: history, repository: watchlists, costs: .none, clock: scheduler)
    }

    /// Turns a broker holding into a lot (the Account view's `i`).
    public func importBrokerHolding() -> ImportBrokerHoldingUseCase {
        DefaultImportBrokerHoldingUseCase(
            repository: watchlists, catalog: catalog, clock: scheduler, calendar: { [calendars, calendar] in calendars?.calendar ?? calendar }
        )
    }
}
