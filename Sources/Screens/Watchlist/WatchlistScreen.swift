// The watchlist screen: the table with its header and status bar, and what opens over it (the detail and
// Account views, the alert list, holdings, messages, help, dialogs).

import Domain
import Presentation
import Reactive
import TUICore
import Widgets

/// The watchlist screen. It runs a `WatchlistViewModel`: keys are routed (`FocusRouter`) to the open
/// dialog, else the open overlay (`WatchlistOverlay`), else the filter line or the watchlist; the view
/// model's states and dialog requests come back and are drawn on the next frame.
///
/// Layout, top to bottom: the header (name, tabs, session, clock), the pane (table and filter line),
/// a message row while there is a notice, the status bar. Over them at most one overlay (the alert list,
/// the holdings view, the messages view `m` or the help `?`; the detail and Account views take the whole
/// screen instead, and `?` opens the help over them too), and over that a dialog. Below `minimumSize` the
/// whole screen is a "terminal too small" notice. Everything happens on the thread of the keys and of the
/// view model's scheduler (the terminal's run loop).
public final class WatchlistScreen {
    /// How the screen looks beyond what the view model says.
    public struct Options: Sendable {
        public var colors: PriceColorScheme
        /// The feed's short name for the status bar ("simulated", "KIS paper").
        public var feedName: String
        /// The terminal's warning about a non-UTF-8 locale.
        public var localeWarning: String?
        /// Something to tell at start (a problem with the settings file), shown until Esc dismisses it.
        public var startupNotice: String?

        public init(
            colors: PriceColorScheme = .korean,
            feedName: String,
            localeWarning: String? = nil,
            startupNotice: String? = nil
        ) {
            self.colors = colors
            self.feedName = feedName
            self.localeWarning = localeWarning
            self.startupNotice = startupNotice
        }
    }

    /// Below this size the screen shows only a notice.
    public static let minimumSize = Size(width: 40, height: 10)

    private let viewModel: WatchlistViewModel
    private let pane: WatchlistPaneView
    private let header: WatchlistHeaderView
    private var status: WatchlistStatusView
    private let intents = PublishSubject<WatchlistIntent>()
    /// The codes on screen after each draw that changed them, for the feed.
    private let visibleCodes = PublishSubject<[StockCode]>()
    private var lastVisibleCodes: [StockCode]?
    private var state: WatchlistState?
    /// The view open over the watchlist, if any.
    private var overlay: WatchlistOverlay?
    /// The dialog open over the overlay (or the watchlist), if any; it takes the keys.
    private var dialog: DialogBinding?
    /// Makes the detail view model of a stock by its code (nil when it cannot be shown).
    private let makeDetail: (StockCode) -> StockDetailViewModel?
    /// Makes the Account view's view model (nil when this run has no account).
    private let makeAccount: () -> AccountViewModel?
    /// The shown watchlist's positions as the latest state has them, for the Account view's lots.
    private let heldPositions = BehaviorSubject<[Position]>(value: [])
    /// Alerts that fired since the app last took them (`takeFiredAlerts`), for the bell and notifications.
    private var firedAlerts: [AlertFiredNotice] = []
    /// Filter editing the user asked for ("/", Enter, Esc) that no state from the view model shows yet.
    /// States arrive at most once per frame, and keys typed in the same burst as "/" belong to the filter.
    private var requestedFilterEditing: Bool?
    private var paneLayout = WatchlistPaneView.Layout(scrollOffset: 0, visibleRows: 10)
    /// The table rows of the last frames, put back where their input has not changed.
    private let rowSnapshots = RowSnapshots<WatchlistPaneView.RowLayout, WatchlistPaneView.RowInput>()
    /// The header row kept like the table's rows, and where its tabs were when it was last drawn.
    private let headerSnapshot = RowSnapshots<PriceColorScheme, WatchlistHeaderView.Input>()
    private var headerTabs: [ClickTargets.Tab] = []
    /// The status bar kept the same way.
    private let statusBarSnapshot = RowSnapshots<Style, [StatusSegment]>()
    /// Where the last frame drew the tabs and rows, for mouse events.
    private var clickTargets = ClickTargets()
    private var onChange: () -> Void = {}
    private var onQuit: () -> Void = {}

    /// - Parameters:
    ///   - makeDetail: The detail view model of the stock with a code, for Enter on a row.
    ///   - makeAccount: The Account view's view model, for $.
    public init(
        viewModel: WatchlistViewModel, options: Options, makeDetail: @escaping (StockCode) -> StockDetailViewModel? = { _ in nil },
        makeAccount: @escaping () -> AccountViewModel? = { nil }
    ) {
        self.viewModel = viewModel
        self.makeDetail = makeDetail
        self.makeAccount = makeAccount
        pane = WatchlistPaneView(colors: options.colors)
        header = WatchlistHeaderView(colors: options.colors)
        status = WatchlistStatusView(
            feedName: options.feedName,
            localeWarning: options.localeWarning,
            startupNotice: options.startupNotice
        )
    }

    /// Starts the view model and listens to `keys`. `onChange` is called whenever the screen needs a
    /// new frame, `onQuit` when the user asks to quit. Dispose the result to stop.
    public func start(keys: Observable<Key>, onChange: @escaping () -> Void, onQuit: @escaping () -> Void) -> Disposable {
        self.onChange = onChange
        self.onQuit = onQuit
        let output = viewModel.transform(WatchlistViewModel.Input(intents: intents.asObservable(), visibleCodes: visibleCodes.asObservable()))
        let dialogs = output.dialogRequests.subscribe(onNext: { [weak self] request in self?.open(request) })
        let details = output.detailRequests.subscribe(onNext: { [weak self] code in self?.openDetail(code) })
        let states = output.state.subscribe(onNext: { [weak self] state in
            guard let self else { return }
            self.state = state
            if (try? heldPositions.value()) != state.heldPositions { heldPositions.onNext(state.heldPositions) }
            if requestedFilterEditing == state.isEditingFilter { requestedFilterEditing = nil }
            onChange()
        })
        let lists = output.alertLists.subscribe(onNext: { [weak self] list in self?.open(list) })
        let holdingsViews = output.holdingsViews.subscribe(onNext: { [weak self] view in self?.open(view) })
        let fired = output.alertsFired.subscribe(onNext: { [weak self] notice in
            self?.firedAlerts.append(notice)
            onChange()
        })
        let keys = keys.subscribe(onNext: { [weak self] key in self?.handle(key) })
        return Disposables.create([dialogs, details, states, lists, holdingsViews, fired, keys, Disposables.create { [weak self] in
            self?.dialog?.close()
            self?.closeOverlay()
        }])
    }

    /// The latest state from the view model, nil before the first.
    public var currentState: WatchlistState? { state }

    /// The alerts that fired since the last call, oldest first; the app rings the bell and sends the
    /// terminal's notification for each, between frames.
    public func takeFiredAlerts() -> [AlertFiredNotice] {
        defer { firedAlerts = [] }
        return firedAlerts
    }

    /// True once a row shows a price (the first "real" frame).
    public var showsPrices: Bool { state?.rows.contains { $0.hasQuote } ?? false }

    /// Who takes the keys now: the dialog, else the overlay, else the filter line while it is edited, else the watchlist.
    public var focus: ScreenFocus {
        switch (dialog, overlay) {
        case (let dialog?, _): dialog.focus
        case (nil, let overlay?): overlay.focus
        case (nil, nil): requestedFilterEditing ?? state?.isEditingFilter == true ? .filter : .watchlist
        }
    }

    /// Routes one key and acts on it. Esc on the watchlist first dismisses the start-up notice, which
    /// stays until then so that it can be read whole.
    public func handle(_ key: Key) {
        if status.startupNotice != nil, key == .escape, focus == .watchlist {
            status.startupNotice = nil
            onChange()
            return
        }
        let routed = FocusRouter.route(key, focus: focus, pageRows: max(1, paneLayout.visibleRows - 1), targets: clickTargets)
        switch routed {
        case .watchlist(let intent):
            if case .filter(let edit) = intent { requestFilterEditing(after: edit) }
            intents.onNext(intent)
        case .dialogEdit, .dialogSubmit, .dialogCancel, .dialogPick, .confirm, .confirmAlternative, .orderReview:
            dialog?.send(routed)
            dropClosedDialog()
        case .detail(let intent):
            if case .detail(let screen, _) = overlay { screen.send(intent) }
        case .openAccount:
            openAccount()
        case .account(let intent):
            if case .account(let screen, _) = overlay { screen.send(intent) }
        case .alertList(let listKey):
            if case .alertList(let list) = overlay { list.send(listKey) }
            dropClosedOverlay()
        case .holdings(let holdingsKey):
            if case .holdings(let holdings) = overlay { holdings.send(holdingsKey) }
            dropClosedOverlay()
        case .toggleHelp:
            toggleHelp()
            onChange()
        case .help(let move):
            if case .help(let beneath, let firstLine) = overlay { overlay = .help(beneath: beneath, firstLine: Self.helpLine(after: move, from: firstLine)) }
            onChange()
        case .toggleMessages:
            if case .messages = overlay { closeOverlay() } else { show(.messages(MessagesView())) }
            onChange()
        case .messages(let move):
            if case .messages(var view) = overlay {
                view.scroll(move)
                overlay = .messages(view)
            }
            onChange()
        case .closeDetail, .closeAccount:
            closeOverlay()
            onChange()
        case .quit:
            onQuit()
        case .redraw:
            onChange()
        case .ignored:
            break
        }
    }

    /// Notes the filter focus `edit` leads to, until the view model's state shows it.
    private func requestFilterEditing(after edit: FilterEdit) {
        switch edit {
        case .begin: requestedFilterEditing = true
        case .apply, .clear: requestedFilterEditing = false
        case .edit: break
        }
    }

    /// Draws the whole screen on `canvas` (a cleared one).
    public func draw(on canvas: Canvas) {
        draw(on: canvas, reusingRows: true)
    }

    /// How many rows (the table's, the header and the status bar) were put back from earlier frames
    /// rather than laid out, in all (for tests and benchmarks).
    public var restoredRows: Int { rowSnapshots.restoredRows + headerSnapshot.restoredRows + statusBarSnapshot.restoredRows }

    /// Draws the whole screen; with `reusingRows` false every table row is laid out afresh, without
    /// touching the rows kept (how tests draw the frame that reuse must reproduce).
    func draw(on canvas: Canvas, reusingRows: Bool) {
        clickTargets = ClickTargets()
        let notice = TooSmallNotice(minimum: Self.minimumSize)
        if notice.applies(to: canvas.size) {
            notice.draw(in: canvas.bounds, on: canvas)
            return
        }
        if overlay?.replacesWatchlist == true {
            overlay?.draw(messages: state?.messages ?? [], on: canvas)
        } else if let state {
            drawWatchlist(state, on: canvas, reusingRows: reusingRows)
            overlay?.draw(messages: state.messages, on: canvas)
        } else {
            canvas.put(WatchlistState.loadingMessage, in: canvas.bounds.row(canvas.size.height / 2), style: Style(dim: true), alignment: .center)
        }
        dialog?.draw(in: canvas.bounds, on: canvas)
    }

    /// Draws the header, the table and the status bar, and notes where the tabs and rows are for the mouse.
    private func drawWatchlist(_ state: WatchlistState, on canvas: Canvas, reusingRows: Bool) {
        let messageRows = status.messageRows(for: state, screen: canvas.size)
        let layout = ScreenLayout(screen: canvas.bounds, statusHeight: 1 + messageRows.count)
        let tabs = reusingRows ? drawKeptHeader(state, in: layout.header, on: canvas) : header.draw(state, in: layout.header, on: canvas)
        let filterHasFocus = focus == .filter
        paneLayout = pane.draw(
            state, in: layout.body, scrollOffset: paneLayout.scrollOffset, filterHasFocus: filterHasFocus,
            rowSnapshots: reusingRows ? rowSnapshots : nil, on: canvas
        )
        let firstRowLine = layout.body.y + 1
        clickTargets = ClickTargets(
            tabs: tabs,
            rowLines: firstRowLine..<firstRowLine + paneLayout.visibleRows,
            firstRow: paneLayout.scrollOffset,
            rowCount: state.rows.count
        )
        status.draw(state, messageRows: messageRows, in: layout.status, keptBar: reusingRows ? statusBarSnapshot : nil, on: canvas)
        reportVisibleCodes(of: state)
    }

    /// Draws the header, or puts it back when it was drawn from an equal input at the same place; the
    /// tabs' places are the ones of its last drawing.
    private func drawKeptHeader(_ state: WatchlistState, in rect: Rect, on canvas: Canvas) -> [ClickTargets.Tab] {
        headerSnapshot.begin(header.colors)
        headerSnapshot.draw(WatchlistHeaderView.Input(state), in: rect.row(0), on: canvas) {
            headerTabs = header.draw(state, in: rect, on: canvas)
        }
        return headerTabs
    }

    /// Opens `shown` over the watchlist, closing the overlay open before.
    private func show(_ shown: WatchlistOverlay) {
        overlay?.close()
        overlay = shown
    }

    /// Closes the open overlay, back to the watchlist.
    private func closeOverlay() {
        overlay?.close()
        overlay = nil
    }

    /// Opens the help over the table, or over the detail or Account view, which it holds; closes the
    /// help, back to what it was opened from.
    private func toggleHelp() {
        switch overlay {
        case .help(let beneath, _): overlay = beneath
        case .detail, .account: overlay = .help(beneath: overlay, firstLine: 0)
        case nil, .alertList, .holdings, .messages: show(.help(beneath: nil, firstLine: 0))
        }
    }

    /// The help's first row after `move` from `line`; the help's draw keeps it within what the screen can scroll to.
    private static func helpLine(after move: SelectionMove, from line: Int) -> Int {
        switch move {
        case .up: line - 1
        case .down: line + 1
        case .pageUp(let rows): line - rows
        case .pageDown(let rows): line + rows
        case .top: 0
        case .bottom: Int.max / 2
        case .row(let row): row
        }
    }

    /// Removes the overlay once it has closed itself.
    private func dropClosedOverlay() {
        if overlay?.isClosed == true { closeOverlay() }
    }

    /// Opens the detail view of the stock with `code`, unless a dialog is open (it keeps the keys).
    private func openDetail(_ code: StockCode) {
        if case .detail = overlay { return }
        guard dialog == nil, let viewModel = makeDetail(code) else { return }
        let screen = StockDetailScreen(viewModel: viewModel, colors: pane.colors)
        show(.detail(screen, subscription: screen.start(onChange: onChange)))
    }

    /// Opens the Account view over the watchlist.
    private func openAccount() {
        guard let viewModel = makeAccount() else { return }
        let screen = AccountScreen(viewModel: viewModel, colors: pane.colors, lots: heldPositions.asObservable())
        let subscription = screen.start(
            onChange: onChange,
            onImport: { [weak self] proposal in self?.intents.onNext(.importHolding(proposal)) },
            onRebuild: { [weak self] rebuild in self?.intents.onNext(.rebuildLots(rebuild)) },
            onDialog: { [weak self] request in self?.open(request) }
        )
        show(.account(screen, subscription: subscription))
    }

    /// Tells the view model the rows this draw showed, when they differ from the last draw's.
    private func reportVisibleCodes(of state: WatchlistState) {
        let codes = paneLayout.visibleCodes(of: state)
        guard codes != lastVisibleCodes else { return }
        lastVisibleCodes = codes
        visibleCodes.onNext(codes)
    }

    /// Opens the dialog of `request` over the open overlay, replacing the dialog open before; the help
    /// closes, back to the view it was opened from.
    private func open(_ request: DialogViewModel) {
        dialog?.close()
        if case .help(let beneath, _) = overlay { overlay = beneath }
        dialog = DialogBinding(request) { [weak self] in
            self?.dropClosedDialog()
            self?.onChange()
        }
    }

    private func open(_ list: AlertListViewModel) {
        show(.alertList(AlertListBinding(list) { [weak self] in
            self?.dropClosedOverlay()
            self?.onChange()
        }))
    }

    private func open(_ view: HoldingsViewModel) {
        show(.holdings(HoldingsBinding(view, colors: pane.colors) { [weak self] in
            self?.dropClosedOverlay()
            self?.onChange()
        }))
    }

    /// Removes the dialog once it has closed.
    private func dropClosedDialog() {
        guard let dialog, dialog.isClosed else { return }
        dialog.close()
        self.dialog = nil
    }
}
