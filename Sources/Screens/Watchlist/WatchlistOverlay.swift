// What is open over the watchlist screen's table: one view at a time, which takes the keys unless a dialog is open over it.

import Presentation
import Reactive
import TUICore

/// The one view open over the watchlist (at most one: opening another closes it). The detail and Account
/// views are drawn instead of the watchlist, which keeps running behind them; the others over it. The
/// help opened from the detail or Account view holds that view, which keeps running and comes back when
/// the help closes. A dialog is not one of them: `WatchlistScreen` keeps it apart, over whichever of
/// these is open.
enum WatchlistOverlay {
    /// The stock detail view (Enter) and its subscription.
    case detail(StockDetailScreen, subscription: Disposable)
    /// The Account view ($) and its subscription; its import and order dialogs open over it.
    case account(AccountScreen, subscription: Disposable)
    /// The alert list (A); the change dialog opens over it.
    case alertList(AlertListBinding)
    /// The holdings view (h); its lot and sale dialogs open over it.
    case holdings(HoldingsBinding)
    /// The messages view (`m`), with where it is scrolled to.
    case messages(MessagesView)
    /// The `?` overlay, over the view it was opened from (`beneath`: the detail or Account view, nil for the
    /// table), scrolled to `firstLine` (kept within reach at each draw).
    indirect case help(beneath: WatchlistOverlay?, firstLine: Int)

    /// Who takes the keys while this is open and no dialog is over it.
    var focus: ScreenFocus {
        switch self {
        case .detail: .detail
        case .account: .account
        case .alertList: .alertList
        case .holdings: .holdings
        case .messages: .messages
        case .help: .help
        }
    }

    /// Whether it is drawn instead of the watchlist rather than over it.
    var replacesWatchlist: Bool {
        switch self {
        case .detail, .account: true
        case .alertList, .holdings, .messages: false
        case .help(let beneath, _): beneath?.replacesWatchlist ?? false
        }
    }

    /// True once it closed itself (the alert list's and the holdings view's Esc go through their view models).
    var isClosed: Bool {
        switch self {
        case .alertList(let list): list.isClosed
        case .holdings(let holdings): holdings.isClosed
        case .detail, .account, .messages, .help: false
        }
    }

    /// Draws it on the screen's `canvas`; `messages` are what the messages view lists.
    mutating func draw(messages: [RunMessage], on canvas: Canvas) {
        switch self {
        case .detail(let screen, _): screen.draw(in: canvas.bounds, on: canvas)
        case .account(let screen, _): screen.draw(in: canvas.bounds, on: canvas)
        case .alertList(let list): list.draw(in: canvas.bounds, on: canvas)
        case .holdings(let holdings): holdings.draw(in: canvas.bounds, on: canvas)
        case .messages(var view):
            view.draw(messages, in: canvas.bounds, on: canvas)
            self = .messages(view)
        case .help(var beneath, let firstLine):
            beneath?.draw(messages: messages, on: canvas)
            var help = WatchlistHelp.overlay
            help.firstLine = firstLine
            help.firstLine = help.clampedFirstLine(in: canvas.bounds)
            help.draw(in: canvas.bounds, on: canvas)
            self = .help(beneath: beneath, firstLine: help.firstLine)
        }
    }

    /// Stops what it runs.
    func close() {
        switch self {
        case .detail(_, let subscription), .account(_, let subscription): subscription.dispose()
        case .alertList(let list): list.close()
        case .holdings(let holdings): holdings.close()
        case .help(let beneath, _): beneath?.close()
        case .messages: break
        }
    }
}
