// Runs a WatchlistViewModel on virtual time as the TUI screen would: keys in, states and dialogs out.

import Domain
import DomainTestDoubles
import Foundation
import Presentation
import PresentationTestSupport
import Reactive
import ReactiveTesting

/// A scripted session with the watchlist screen: intents, dialog keys and feed events at virtual
/// times (1 tick = 0.1 s; the screen subscribes at 200 = 20 s, which is 09:00:20 in Korea on
/// 1 January 1970, a Thursday: the regular session), then what the screen would have drawn.
final class WatchlistScreen {
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.1)
    let store: FakeWatchlistRepository
    let feed = FakeQuoteRepository(deliversOnlyRequestedCodes: true)
    /// The catalog the screen names and searches with; a test may replace it.
    let catalog = InMemoryStockCatalog(Listings.all)
    /// The real-time-aware feed over `feed`, when the screen was made `realtime`.
    let realtime: FakeRealtimeQuoteRepository?
    let staleAfter: TimeInterval
    /// nil: a state after every update, so each step can be looked at.
    /// The frames states and quotes wait for, every that many ticks; nil: a state after every update.
    let frameTicks: TestTime?

    private(set) var events: [Recorded<Event<WatchlistState>>] = []
    /// Each dialog opened: when, and its title.
    private(set) var openedDialogs: [(time: TestTime, title: String)] = []
    /// Every state of every input dialog opened, with its time.
    private(set) var inputDialogStates: [Recorded<InputDialogState>] = []
    private var intents: [Recorded<Event<WatchlistIntent>>] = []
    private var visibleCodes: [Recorded<Event<[StockCode]>>] = []
    private var dialogKeys: [(TestTime, DialogKey)] = []
    /// Whether the view model gets the position and alert use cases.
    var offersHoldings = false
    /// Where the open watchlist and the sort are remembered; nil remembers nothing.
    var rememberedView: FakeRememberedViewRepository?
    /// When the feed's prices move, for the header.
    var feedHours = FeedHours.exchange
    /// What was said before the screen started (the settings' problems).
    var startupMessages: [(kind: RunMessage.Kind, text: String)] = []
    /// The KIS set-up `C` opens; nil: this run offers none.
    var brokerSetup: BrokerSetupFlow?
    /// What R reads the feed's settings again from; nil: R retries with the run's.
    var feedSettings: FeedSettingsRepository?
    /// The stocks whose quotes include Nextrade's trades (the others are KRX's alone).
    var followedOnNextrade: Set<StockCode> = []
    /// Each alert the view model announced, with its time.
    private(set) var firedNotices: [Recorded<AlertFiredNotice>] = []
    /// Each alert list opened, with its time.
    private(set) var openedAlertLists: [(time: TestTime, viewModel: AlertListViewModel)] = []
    /// The opened dialogs' inputs: test sources only emit while someone holds them.
    private var dialogInputs: [Any] = []

    init(
        _ watchlists: [Watchlist],
        isReadOnly: Bool = false,
        notices: [String] = [],
        staleAfter: TimeInterval = 5,
        frameTicks: TestTime? = nil,
        realtime: Bool = false
    ) {
        self.realtime = realtime ? FakeRealtimeQuoteRepository(polling: feed) : nil
        store = FakeWatchlistRepository(watchlists, isReadOnly: isReadOnly, notices: notices)
        self.staleAfter = staleAfter
        self.frameTicks = frameTicks
    }

    /// Sends `intent` at `time`.
    func press(_ intent: WatchlistIntent, at time: TestTime) {
        intents.append(.next(time, intent))
    }

    /// The screen shows the rows of `codes` from `time` on.
    func show(_ codes: [StockCode], at time: TestTime) {
        visibleCodes.append(.next(time, codes))
    }

    /// The real-time feed reports `status` at `time`.
    func status(_ status: QuoteFeedStatus, at time: TestTime) {
        scheduler.scheduleAt(time) { [realtime] in realtime?.send(status) }
    }

    /// Presses `key` at `time` in the dialog open then.
    func dialog(_ key: DialogKey, at time: TestTime) {
        dialogKeys.append((time, key))
    }

    /// Pushes a quote for `stock` into the feed at `time`.
    func quote(_ stock: Stock, price: Int, base: Int, volume: Int = 1_000, at time: TestTime) {
        scheduler.scheduleAt(time) { [feed] in feed.send(.quote(.of(stock, price: price, base: base, volume: volume))) }
    }

    /// Pushes a feed failure at `time`.
    func failure(_ failure: QuoteFeedFailure, at time: TestTime) {
        scheduler.scheduleAt(time) { [feed] in feed.send(.failure(failure)) }
    }

    /// Runs `action` at `time`.
    func at(_ time: TestTime, _ action: @escaping () -> Void) {
        scheduler.scheduleAt(time, action: action)
    }

    /// Runs the session; the screen goes away at `end`.
    func run(until end: TestTime = 1000) {
        let scene = WatchlistTestScene(
            watchlists: store, quotes: realtime ?? feed, catalog: catalog, scheduler: scheduler, rememberedView: rememberedView, feedSettings: feedSettings
        )
        let viewModel = scene.viewModel(
            staleAfter: staleAfter, frames: frameTicks.map { PacedFrames(on: scheduler, every: $0) }, holdings: offersHoldings ? scene.holdings() : nil, feedHours: feedHours,
            startupMessages: startupMessages, brokerSetup: brokerSetup, tradingMinutes: ListedTradingMinutes(nextrade: followedOnNextrade)
        )
        let input = WatchlistViewModel.Input(
            intents: scheduler.createHotObservable(intents).asObservable(),
            visibleCodes: scheduler.createHotObservable(visibleCodes).asObservable()
        )
        let dialogs = CompositeDisposable()
        events = scheduler.start(disposed: end) { [self] in
            let output = viewModel.transform(input)
            return Observable.create { observer in
                let requests = output.dialogRequests.subscribe(onNext: { self.open($0, keepingIn: dialogs) })
                let fired = output.alertsFired.subscribe(onNext: { self.firedNotices.append(Recorded(time: self.scheduler.clock, value: $0)) })
                let lists = output.alertLists.subscribe(onNext: { self.openedAlertLists.append((self.scheduler.clock, $0)) })
                return Disposables.create([requests, fired, lists, output.state.subscribe(observer)])
            }
        }.events
        dialogs.dispose()
        dialogInputs.removeAll()
    }

    private func open(_ request: DialogViewModel, keepingIn dialogs: CompositeDisposable) {
        let now = scheduler.clock
        let keys = dialogKeys.filter { $0.0 > now }
        switch request {
        case .input(let dialog):
            openedDialogs.append((now, dialog.title))
            let input = DialogKey.inputDialogInput(keys, on: scheduler)
            dialogInputs.append(input)
            dialogs.insert(dialog.transform(input).state.subscribe(onNext: { [self] state in
                inputDialogStates.append(Recorded(time: scheduler.clock, value: state))
            }))
        case .confirm(let dialog):
            openedDialogs.append((now, dialog.title))
            let input = DialogKey.confirmDialogInput(keys, on: scheduler)
            dialogInputs.append(input)
            dialogs.insert(dialog.transform(input).state.subscribe())
        case .orderReview(let review):
            openedDialogs.append((now, review.title))
        }
    }

    var states: [WatchlistState] { events.compactMap { $0.value.element } }
    var last: WatchlistState? { states.last }

    /// The last state emitted at or before `time`.
    func state(at time: TestTime) -> WatchlistState? {
        events.last { $0.time <= time && $0.value.element != nil }?.value.element
    }

    /// The last input dialog state at or before `time`.
    func inputDialog(at time: TestTime) -> InputDialogState? {
        inputDialogStates.last { $0.time <= time }?.value
    }
}

extension WatchlistState {
    /// The rows' codes, in the order shown.
    var codes: [String] { rows.map(\.code) }
    /// The selected row's code.
    var selectedCode: String? { selectedRow?.code }
}
