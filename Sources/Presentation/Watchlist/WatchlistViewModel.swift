// The watchlist screen's view model: key intents and live quotes in, one state per frame and dialog requests out.

import Dispatch
import Domain
import FoundationEssentials
import Reactive

/// The live watchlist screen in Input/Output `transform` style (InterestStocksViewModel's shape).
///
/// Input: the screen's key-derived intents. Output: one `WatchlistState` per change — tabs, rows in
/// the list's order (or the chosen sort) with formatted figures, flashes and ages, the selection
/// (kept on the same stock across updates, sorts and filters), session, clock and feed health — and
/// the dialogs to open. Edits and time are handled on the injected scheduler (the main scheduler in the
/// app, a TestScheduler in tests); the feed's quotes and the states are handed over once per frame of
/// the injected frames: however fast quotes arrive, the screen gets one state per frame it draws.
public final class WatchlistViewModel {
    /// The domain use cases the screen runs.
    public struct UseCases {
        public let loadWatchlists: LoadWatchlistsUseCase
        public let watchQuotes: WatchWatchlistQuotesUseCase
        public let currentSession: CurrentMarketSessionUseCase
        public let addStock: AddStockToWatchlistUseCase
        public let removeStock: RemoveStockFromWatchlistUseCase
        public let moveStock: MoveStockInWatchlistUseCase
        public let createWatchlist: CreateWatchlistUseCase
        public let renameWatchlist: RenameWatchlistUseCase
        public let deleteWatchlist: DeleteWatchlistUseCase
        /// Reports the rows on screen to the feed and where each row's quotes come from; nil for a
        /// feed built without one (tests of other parts).
        public let watchSources: WatchQuoteSourcesUseCase?
        /// The open watchlist and the sort of the last run, and storing them on change; nil where
        /// nothing is remembered (each start shows the first watchlist in list order).
        public let rememberedView: (load: LoadRememberedViewUseCase, remember: RememberViewUseCase)?
        /// Which catalog is in use and its refresh, for the status line; nil where it is not shown.
        public let watchCatalog: WatchStockCatalogUseCase?
        /// KOSPI, KOSDAQ and KOSPI200 for the header; nil for a run without an index feed.
        public let watchIndices: WatchMarketIndicesUseCase?
        /// Tries a feed again that a refusal only the user can end stopped (`R`); nil where there is none.
        public let retryFeed: RetryQuoteFeedUseCase?
        /// Learns at start which of the watched stocks Nextrade trades; nil for a feed that trusts its list.
        public let refreshVenueEligibility: RefreshVenueEligibilityUseCase?
        /// Whether a stock's quotes include Nextrade's trades on this feed, so that its row goes stale only while
        /// a venue that prices it trades continuously; nil: every stock is taken as priced by KRX alone.
        public let tradingMinutes: StockTradingMinutesUseCase?

        public init(
            loadWatchlists: LoadWatchlistsUseCase,
            watchQuotes: WatchWatchlistQuotesUseCase,
            currentSession: CurrentMarketSessionUseCase,
            addStock: AddStockToWatchlistUseCase,
            removeStock: RemoveStockFromWatchlistUseCase,
            moveStock: MoveStockInWatchlistUseCase,
            createWatchlist: CreateWatchlistUseCase,
            renameWatchlist: RenameWatchlistUseCase,
            deleteWatchlist: DeleteWatchlistUseCase,
            watchSources: WatchQuoteSourcesUseCase? = nil,
            rememberedView: (load: LoadRememberedViewUseCase, remember: RememberViewUseCase)? = nil,
            watchCatalog: WatchStockCatalogUseCase? = nil,
            watchIndices: WatchMarketIndicesUseCase? = nil,
            retryFeed: RetryQuoteFeedUseCase? = nil,
            refreshVenueEligibility: RefreshVenueEligibilityUseCase? = nil,
            tradingMinutes: StockTradingMinutesUseCase? = nil
        ) {
            self.loadWatchlists = loadWatchlists
            self.watchQuotes = watchQuotes
            self.currentSession = currentSession
            self.addStock = addStock
            self.removeStock = removeStock
            self.moveStock = moveStock
            self.createWatchlist = createWatchlist
            self.renameWatchlist = renameWatchlist
            self.deleteWatchlist = deleteWatchlist
            self.watchSources = watchSources
            self.rememberedView = rememberedView
            self.watchCatalog = watchCatalog
            self.watchIndices = watchIndices
            self.retryFeed = retryFeed
            self.refreshVenueEligibility = refreshVenueEligibility
            self.tradingMinutes = tradingMinutes
        }
    }

    /// The screen's intents.
    public struct Input {
        /// One intent per key the watchlist (not a dialog) receives.
        public let intents: Observable<WatchlistIntent>
        /// The codes of the rows on screen, top to bottom, after each draw that changed them (scroll,
        /// filter, resize, watchlist switch, add, remove): the feed streams those first.
        public let visibleCodes: Observable<[StockCode]>

        public init(intents: Observable<WatchlistIntent>, visibleCodes: Observable<[StockCode]> = .empty()) {
            self.intents = intents
            self.visibleCodes = visibleCodes
        }
    }

    /// What the screen draws and opens.
    public struct Output {
        /// The first state at subscription, then one per change. Subscribe once: each subscription
        /// loads and watches anew.
        public let state: Observable<WatchlistState>
        /// The dialogs to open, as intents ask for them. Subscribe before `state`.
        public let dialogRequests: Observable<DialogViewModel>
        /// The alert list to open (`A`). Keys: ↑/↓ `moves`, e/Enter `change`, r `rearm`, d `delete`,
        /// Esc `close`; remove it when its state `isClosed`. Subscribe before `state`.
        public let alertLists: Observable<AlertListViewModel>
        /// The holdings view to open (`h`). Keys: ↑/↓ `moves`, a `add`, e/Enter `edit`, d `delete`, s `sell`,
        /// Esc `close`; its dialogs come through `dialogRequests` and open over it. Subscribe before `state`.
        public let holdingsViews: Observable<HoldingsViewModel>
        /// Each alert that fires: ring the bell and send the terminal notification (OSC 777 / OSC 9)
        /// with the notice's title and message; the status line already shows the message.
        public let alertsFired: Observable<AlertFiredNotice>
        /// The codes of the stocks whose detail view to open (`.openSelectedStock`). Subscribe before `state`.
        public let detailRequests: Observable<StockCode>
    }

    /// Said after the KIS set-up (`C`) saved: this run keeps the feed it started with.
    public static let restartToUseNotice = "Restart stockwatch to use them."
    /// Said after the set-up saved keys a KIS run took at once.
    public static let inUseNowNotice = "The keys are in use now; a changed account number or HTS ID is read at the next start."
    /// Said for `C` when this run offers no set-up.
    static let setupUnavailableNotice = "The KIS set-up is not available in this run."

    /// How often ages, the retry countdown, the clock and the session are refreshed.
    public static let clockPeriod = RxTimeInterval.seconds(1)

    private let useCases: UseCases
    private let dialogs: WatchlistDialogFactory
    let scheduler: any SchedulerType
    /// Positions and alerts; nil where they are not offered (p / ! / A then say so).
    let holdings: Holdings?
    private let staleAfter: TimeInterval
    private let flashDuration: TimeInterval
    private let frames: (any ImmediateSchedulerType)?
    private let feedHours: FeedHours
    /// What was said before the screen started (the settings' problems), first in the messages view.
    private let startupMessages: [(kind: RunMessage.Kind, text: String)]
    /// The KIS set-up (`C`); nil where this run offers none.
    private let brokerSetup: BrokerSetupFlow?

    /// - Parameters:
    ///   - useCases: The domain's use cases.
    ///   - dialogs: Builds the add/rename/new/confirm dialogs.
    ///   - scheduler: The clock, and where quotes, edit results and timers are handled.
    ///   - staleAfter: Seconds without a quote after which a row is marked stale (from the refresh setting).
    ///   - flashDuration: How long a changed price flashes at least (flashes end in passes 0.3 s apart or more).
    ///   - frames: Where states and the feed's quotes are handed to the screen, once per frame (the run
    ///     loop's `FrameScheduler`); nil emits a state after every update and hands quotes to
    ///     `scheduler`, as tests that look at each step want.
    ///   - holdings: The use cases of positions and alerts, and the fee rates of P&L.
    ///   - feedHours: When the feed's prices move, for the header (the simulator's mode).
    ///   - startupMessages: What was said before the screen started (config.json's problems), for the messages view.
    ///   - brokerSetup: The KIS set-up `C` opens; what it saves is used from the next start.
    public init(
        useCases: UseCases,
        dialogs: WatchlistDialogFactory,
        scheduler: any SchedulerType,
        staleAfter: TimeInterval,
        flashDuration: TimeInterval = 0.5,
        frames: (any ImmediateSchedulerType)? = nil,
        holdings: Holdings? = nil,
        feedHours: FeedHours = .exchange,
        startupMessages: [(kind: RunMessage.Kind, text: String)] = [],
        brokerSetup: BrokerSetupFlow? = nil
    ) {
        self.brokerSetup = brokerSetup
        self.feedHours = feedHours
        self.startupMessages = startupMessages
        self.holdings = holdings
        self.useCases = useCases
        self.dialogs = dialogs
        self.scheduler = scheduler
        self.staleAfter = staleAfter
        self.flashDuration = flashDuration
        self.frames = frames
    }

    /// Runs the screen on `input` for the subscriber of the output's state.
    public func transform(_ input: Input) -> Output {
        let dialogRequests = PublishSubject<DialogViewModel>()
        let alertLists = PublishSubject<AlertListViewModel>()
        let holdingsViews = PublishSubject<HoldingsViewModel>()
        let alertsFired = PublishSubject<AlertFiredNotice>()
        let detailRequests = PublishSubject<StockCode>()
        let scheduler = scheduler
        let session = useCases.currentSession
        let followsNextrade = { [tradingMinutes = useCases.tradingMinutes] (code: StockCode) in tradingMinutes?.execute(code: code).nextrade ?? false }
        let model = UpdateLoop<WatchlistLoopState, Action, WatchlistEffect>.observable(
            initial: { [staleAfter, flashDuration, holdings, feedHours, startupMessages] in
                var model = WatchlistLoopState(now: scheduler.now, staleAfter: staleAfter, flashDuration: flashDuration)
                model.notices.recordStartupMessages(startupMessages, at: model.session.now)
                model.session.feedHours = feedHours
                model.session.market = session.status()
                model.offersHoldings = holdings != nil
                model.tradingCosts = holdings?.costs ?? .none
                return model
            },
            actions: [
                input.intents.map { .intent($0) },
                Observable<Int>.interval(Self.clockPeriod, scheduler: scheduler).map { _ in .tick(scheduler.now, session.status(), followsNextrade: followsNextrade) },
                (useCases.watchSources?.execute(visibleCodes: input.visibleCodes) ?? .never())
                    .observe(on: scheduler)
                    .map { .sources($0, at: scheduler.now) },
                (useCases.watchCatalog?.execute() ?? .never()).observe(on: scheduler).map { .catalog($0) },
                (useCases.watchIndices?.execute() ?? .never()).observe(on: scheduler).map { .indices($0) },
                session.calendarNotices().observe(on: scheduler).map { .backgroundNotice($0) },
                (useCases.refreshVenueEligibility?.execute() ?? .never()).observe(on: scheduler).map { .backgroundNotice($0) },
            ],
            startEffects: [.load],
            update: Self.update,
            emission: frames.map { .oncePerFrame(on: $0) } ?? .eachUpdate,
            effects: { [self] loop in
                effectRunner(loop, outputs: HoldingsOutputs(dialogRequests: dialogRequests, alertLists: alertLists, holdingsViews: holdingsViews, alertsFired: alertsFired), detailRequests: detailRequests)
            }
        )
        return Output(
            state: model.map(WatchlistState.init), dialogRequests: dialogRequests.asObservable(),
            alertLists: alertLists.asObservable(), holdingsViews: holdingsViews.asObservable(), alertsFired: alertsFired.asObservable(),
            detailRequests: detailRequests.asObservable()
        )
    }

    /// What the update loop reacts to.
    enum Action {
        case intent(WatchlistIntent)
        case loaded(Result<LoadedWatchlists, Error>)
        /// An edit's outcome; on success, the list to show (a new one) and the stock to select (an added one).
        case edited(Result<[Watchlist], Error>, showing: WatchlistID?, selecting: StockCode?)
        /// The watched list's latest quotes, with the rows changed since the last ones delivered.
        case quotes(WatchlistQuotes, at: Date)
        case feedFailed(Error)
        /// The feed's per-code sources and socket health.
        case sources(QuoteFeedStatus, at: Date)
        /// The index feed's latest board.
        case indices(MarketIndexBoard)
        /// Something to say once from the background: the exchange calendar (a failed confirmation), Nextrade's list.
        case backgroundNotice(String)
        /// The clock's second: the time, both venues' phases, and whether a stock's quotes include Nextrade's trades.
        case tick(Date, VenueStatuses, followsNextrade: (StockCode) -> Bool)
        /// The stock catalog's status changed (a refresh's progress, its outcome).
        case catalog(StockCatalogStatus)
        case flashesExpired(at: Date)
        /// An alert fired on the stock named `name` (nil when the catalog lacks it).
        case alertFired(PriceAlertFiring, name: String?)
        /// Something to say about an accepted dialog (an alert that cannot fire today).
        case noted(String)
        /// The feed took the settings the KIS set-up saved.
        case settingsTaken
        /// The view remembered from the last run.
        case viewRestored(LoadedRememberedView)
        /// Storing the view failed.
        case viewNotRemembered(Error)
    }

    /// Applies `action`, logs what it made the screen say, then stores the view if the user changed it.
    private static func update(_ model: inout WatchlistLoopState, _ action: Action) -> [WatchlistEffect] {
        let said = model.sayings
        let effects = apply(action, to: &model)
        model.recordMessages(since: said)
        return effects + model.rememberIfChanged()
    }

    private static func apply(_ action: Action, to model: inout WatchlistLoopState) -> [WatchlistEffect] {
        switch action {
        case .intent(let intent):
            return model.handle(intent)
        case .loaded(.success(let loaded)):
            model.isReadOnly = loaded.isReadOnly
            model.notices.storeNotice = loaded.notices.isEmpty ? nil : loaded.notices.joined(separator: " ")
            let armed = model.armedAlerts
            return model.setWatchlists(loaded.watchlists) + model.rewatchAlerts(ifChangedFrom: armed) + [.restoreView]
        case .loaded(.failure(let error)):
            model.isLoading = false
            model.notices.notice = error.userFacingMessage
        case .edited(.success(let watchlists), let shown, let selected):
            let armed = model.armedAlerts
            return model.setWatchlists(watchlists, showing: shown, selecting: selected) + model.rewatchAlerts(ifChangedFrom: armed)
        case .edited(.failure(let error), _, _):
            model.notices.notice = error.userFacingMessage
        case .quotes(let quotes, let time):
            return model.apply(quotes, at: time)
        case .feedFailed(let error):
            model.feed.reportEnded(error)
        case .sources(let status, let time):
            model.apply(status, at: time)
        case .indices(let board):
            model.session.indices = MarketIndexSummary.list(board)
        case .backgroundNotice(let message), .noted(let message):
            model.notices.notice = message
        case .tick(let time, let market, let followsNextrade):
            model.tick(at: time, market: market, followsNextrade: followsNextrade)
        case .catalog(let status):
            model.catalog = CatalogStatusLine(status)
        case .flashesExpired(let time):
            return model.expireFlashes(at: time)
        case .alertFired(let firing, let name):
            return model.fire(firing, name: name)
        case .viewRestored(let loaded):
            return model.restore(loaded)
        case .viewNotRemembered(let error):
            model.notices.notice = error.userFacingMessage
        case .settingsTaken:
            return model.settingsTaken()
        }
        return []
    }

    /// Builds what runs the effects of one subscriber's loop, with its own feed and flash timer.
    private func effectRunner(
        _ loop: UpdateLoop<WatchlistLoopState, Action, WatchlistEffect>.Context,
        outputs: HoldingsOutputs,
        detailRequests: PublishSubject<StockCode>
    ) -> (WatchlistEffect) -> Void {
        let feed = SerialDisposable()
        let flashTimer = SerialDisposable()
        let alertWatch = SerialDisposable()
        loop.own(feed)
        loop.own(flashTimer)
        loop.own(alertWatch)
        let scheduler = scheduler
        let quoteHandoff = frames ?? scheduler
        let useCases = useCases
        return { [self] effect in
            switch effect {
            case .load:
                deliver(useCases.loadWatchlists.execute()) { loop.send(.loaded($0)) }
            case .watch(let watchlist):
                // The one place a trade's pace is set: however fast the feed, one state a frame.
                feed.disposable = useCases.watchQuotes.execute(watchlist: watchlist)
                    .coalesce(
                        into: WatchlistQuotes(watchlist: watchlist, stocks: [:]), on: quoteHandoff,
                        fold: { quotes, change in quotes.apply(change) }, drain: { quotes in quotes.takeChanges() }
                    )
                    .subscribe(
                        onNext: { loop.send(.quotes($0, at: scheduler.now)) },
                        onError: { loop.send(.feedFailed($0)) }
                    )
            case .stopWatching:
                feed.disposable = Disposables.create()
            case .retryFeed:
                if let problem = useCases.retryFeed?.execute() { loop.send(.noted(WatchlistLoopState.settingsNotTakenNotice(problem))) }
            case .expireFlashes(let delay):
                flashTimer.disposable = scheduler.scheduleRelative((), dueTime: .nanoseconds(Int(delay * 1e9))) { _ in
                    loop.send(.flashesExpired(at: scheduler.now))
                    return Disposables.create()
                }
            case .open(let dialog):
                if let request = request(for: dialog, loop: loop) { outputs.dialogRequests.onNext(request) }
            case .openDetail(let code):
                detailRequests.onNext(code)
            case .openKISSetup:
                guard let brokerSetup else { return loop.send(.noted(Self.setupUnavailableNotice)) }
                let present: (DialogViewModel) -> Void = { outputs.dialogRequests.onNext($0) }
                present(brokerSetup.start(present: present) { saved in
                    guard let saved else { return }
                    guard let retry = useCases.retryFeed, retry.readsSettingsAgain else {
                        return loop.send(.noted(saved.summary + " " + Self.restartToUseNotice))
                    }
                    if let problem = retry.execute() {
                        return loop.send(.noted(saved.summary + " " + WatchlistLoopState.settingsNotTakenNotice(problem)))
                    }
                    loop.send(.noted(saved.summary + " " + Self.inUseNowNotice))
                    loop.send(.settingsTaken)
                })
            case .moveStock(let code, let id, let direction, let shown):
                edit(useCases.moveStock.execute(code: code, direction: direction, among: shown, in: id), loop: loop)
            case .watchAlerts, .alertFired, .openAlertList, .openHoldings, .openOrder:
                runHoldings(effect, loop: loop, alertWatch: alertWatch, outputs: outputs)
            case .restoreView:
                guard let load = useCases.rememberedView?.load else { return }
                deliver(load.execute()) { result in
                    if case .success(let loaded) = result { loop.send(.viewRestored(loaded)) }
                }
            case .rememberView(let view):
                guard let remember = useCases.rememberedView?.remember else { return }
                deliver(remember.execute(view)) { result in
                    if case .failure(let error) = result { loop.send(.viewNotRemembered(error)) }
                }
            }
        }
    }

    /// The dialog for `dialog`, whose accepted answer runs the matching edit.
    private func request(for dialog: WatchlistDialogKind, loop: UpdateLoop<WatchlistLoopState, Action, WatchlistEffect>.Context) -> DialogViewModel? {
        let useCases = useCases
        switch dialog {
        case .addStock(let watchlist):
            return .input(dialogs.addStock(to: watchlist) { [self] stock in
                edit(useCases.addStock.execute(stock: stock, to: watchlist.id), selecting: stock.code, loop: loop)
            })
        case .removeStock(let code, let name, let watchlist):
            return .confirm(dialogs.removeStock(code, named: name, from: watchlist) { [self] deletingHoldings in
                edit(useCases.removeStock.execute(code: code, from: watchlist.id, deletingHoldings: deletingHoldings), loop: loop)
            })
        case .createWatchlist:
            return .input(dialogs.createWatchlist { [self] name in
                edit(useCases.createWatchlist.execute(name: name), showingLast: true, loop: loop)
            })
        case .renameWatchlist(let watchlist):
            return .input(dialogs.renameWatchlist(watchlist) { [self] name in
                edit(useCases.renameWatchlist.execute(id: watchlist.id, name: name), loop: loop)
            })
        case .deleteWatchlist(let watchlist):
            return .confirm(dialogs.deleteWatchlist(watchlist) { [self] in
                edit(useCases.deleteWatchlist.execute(id: watchlist.id), loop: loop)
            })
        case .addLot, .setAlert, .importHolding, .rebuildLots:
            return holdingsRequest(for: dialog, loop: loop)
        }
    }

    /// Runs an edit and feeds its outcome back: the lists as saved, or the reason it was refused.
    func edit(
        _ operation: Single<[Watchlist]>,
        showingLast: Bool = false,
        selecting code: StockCode? = nil,
        loop: UpdateLoop<WatchlistLoopState, Action, WatchlistEffect>.Context
    ) {
        deliver(operation) { result in
            let shown = showingLast ? (try? result.get())?.last?.id : nil
            loop.send(.edited(result, showing: shown, selecting: code))
        }
    }

    /// Subscribes `single` and hands its result to `receive` on the scheduler. The subscription ends
    /// with the result, even if the screen has gone (a save in flight is never cut off).
    private func deliver<Element>(_ single: Single<Element>, to receive: @escaping (Result<Element, Error>) -> Void) {
        _ = single.asObservable().observe(on: scheduler).asSingle().subscribe(receive)
    }
}
