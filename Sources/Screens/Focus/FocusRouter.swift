// Sends each key to the focused part of the screen: the dialog when one is open, else the watchlist.

import Presentation
import TUICore
import Widgets

/// Decides what a key means for the focused part of the screen. Pure: the screen asks it for every key
/// and then acts on the answer.
///
/// - Input dialog: text editing keys edit, Enter submits, Esc cancels, ↑/↓ pick a suggestion.
/// - Confirmation: y or Enter answers yes, n or Esc answers no, d its alternative (delete them too).
/// - Order review: Tab/←/→ move the focus (it opens on Edit), Enter presses it, Esc edits, o overrides.
/// - Alert list: ↑/↓ j/k, PgUp/PgDn, g/G move; e or Enter change; r re-arm; d delete; Esc or q close.
/// - Holdings view: the same moves; a add a lot; e or Enter edit it; d delete it (or the last sale); s sell;
///   Esc or q close.
/// - Messages view: ↑/↓ j/k, PgUp/PgDn, g/G scroll; Esc, m or q close it.
/// - Help: Esc, ? or q closes it, back to the table, detail or Account view it was opened from (q never
///   quits from behind an overlay).
/// - Filter line: text editing keys edit it, Enter keeps it, Esc clears it, ↑/↓ still select.
/// - Detail view: Esc closes it, y switches the daily chart's span (3M/1Y), c candles/line, ? help, q quits.
/// - Account view: Esc closes it, ↑/↓ j/k, PgUp/PgDn, g/G select a holding and on into today's orders, Tab
///   jumps between the two, i imports the holding into the lots, f rebuilds its lots from the account's fills,
///   c cancels the order, e revises it, r refreshes, ? help, q quits.
/// - Watchlist: Enter opens the selected stock's detail view, and the keys of `--help` (↑/↓ j/k, PgUp/PgDn, g/G, a, d, J/K, n, r, D, Tab/Shift-Tab ←/→,
///   s, /, p, !, A, h, $, m, R, C, ?, q). With a Korean keyboard layout on, the jamo on those keys work too (ㅁ for a, …).
/// - The mouse (`--mouse`), by `targets`: in the watchlist and while filtering, a click on a tab shows
///   that watchlist, on a row selects it, and the wheel moves the selection; in an input dialog the
///   wheel picks a suggestion; anywhere else mouse events are ignored.
public enum FocusRouter {
    /// The meaning of `key` for `focus`; `pageRows` is how many rows a page move goes, `targets` what
    /// the last frame drew where (for mouse events).
    public static func route(_ key: Key, focus: ScreenFocus, pageRows: Int, targets: ClickTargets = ClickTargets()) -> RoutedKey {
        if key == .resize { return .redraw }
        if case .mouse(let event) = key { return mouseEvent(event, focus: focus, targets: targets) }
        switch focus {
        case .inputDialog: return inputDialogKey(key)
        case .confirmDialog: return confirmationKey(key)
        case .orderReview: return orderReviewKey(latinKey(key))
        case .alertList: return alertListKey(latinKey(key), pageRows: pageRows)
        case .holdings: return holdingsKey(latinKey(key), pageRows: pageRows)
        case .messages: return messagesKey(latinKey(key), pageRows: pageRows)
        case .help: return helpKey(key, pageRows: pageRows)
        case .filter: return filterKey(key, pageRows: pageRows)
        case .detail: return detailKey(latinKey(key))
        case .account: return accountKey(latinKey(key), pageRows: pageRows)
        case .watchlist: return watchlistKey(latinKey(key), pageRows: pageRows)
        }
    }

    private static func inputDialogKey(_ key: Key) -> RoutedKey {
        switch key {
        case .enter: return .dialogSubmit
        case .escape: return .dialogCancel
        case .up: return .dialogPick(.up)
        case .down: return .dialogPick(.down)
        default: return TextField.edit(for: key).map(RoutedKey.dialogEdit) ?? .ignored
        }
    }

    private static func confirmationKey(_ key: Key) -> RoutedKey {
        switch latinKey(key) {
        case .enter, .character("y"), .character("Y"): return .confirm(true)
        case .escape, .character("n"), .character("N"): return .confirm(false)
        case .character("d"): return .confirmAlternative
        default: return .ignored
        }
    }

    private static func orderReviewKey(_ key: Key) -> RoutedKey {
        switch key {
        case .tab, .backTab, .left, .right: return .orderReview(.moveFocus)
        case .enter: return .orderReview(.press)
        case .escape: return .orderReview(.edit)
        case .character("o"): return .orderReview(.override)
        default: return .ignored
        }
    }

    /// The selection move of a list overlay's key (↑/↓ j/k, PgUp/PgDn, g/G), nil for other keys.
    private static func listMove(_ key: Key, pageRows: Int) -> SelectionMove? {
        switch key {
        case .up, .character("k"): return .up
        case .down, .character("j"): return .down
        case .pageUp: return .pageUp(rows: pageRows)
        case .pageDown: return .pageDown(rows: pageRows)
        case .home, .character("g"): return .top
        case .end, .character("G"): return .bottom
        default: return nil
        }
    }

    private static func holdingsKey(_ key: Key, pageRows: Int) -> RoutedKey {
        if let move = listMove(key, pageRows: pageRows) { return .holdings(.move(move)) }
        switch key {
        case .character("a"): return .holdings(.add)
        case .enter, .character("e"): return .holdings(.edit)
        case .character("d"): return .holdings(.delete)
        case .character("s"): return .holdings(.sell)
        case .escape, .character("q"): return .holdings(.close)
        default: return .ignored
        }
    }

    private static func alertListKey(_ key: Key, pageRows: Int) -> RoutedKey {
        if let move = listMove(key, pageRows: pageRows) { return .alertList(.move(move)) }
        let listKey: AlertListKey
        switch key {
        case .enter, .character("e"): listKey = .change
        case .character("r"): listKey = .rearm
        case .character("d"): listKey = .delete
        case .escape, .character("q"): listKey = .close
        default: return .ignored
        }
        return .alertList(listKey)
    }

    private static func messagesKey(_ key: Key, pageRows: Int) -> RoutedKey {
        if let move = listMove(key, pageRows: pageRows) { return .messages(move) }
        switch key {
        case .escape, .character("m"), .character("q"): return .toggleMessages
        default: return .ignored
        }
    }

    private static func helpKey(_ key: Key, pageRows: Int) -> RoutedKey {
        if let move = listMove(latinKey(key), pageRows: pageRows) { return .help(move) }
        switch latinKey(key) {
        case .escape, .character("?"), .character("q"): return .toggleHelp
        default: return .ignored
        }
    }

    private static func detailKey(_ key: Key) -> RoutedKey {
        switch key {
        case .escape: return .closeDetail
        case .character("y"): return .detail(.toggleDailySpan)
        case .character("c"): return .detail(.toggleDailyStyle)
        case .character("?"): return .toggleHelp
        case .character("q"): return .quit
        default: return .ignored
        }
    }

    private static func accountKey(_ key: Key, pageRows: Int) -> RoutedKey {
        switch key {
        case .escape: return .closeAccount
        case .up, .character("k"): return .account(.select(.up))
        case .down, .character("j"): return .account(.select(.down))
        case .pageUp: return .account(.select(.pageUp(rows: pageRows)))
        case .pageDown: return .account(.select(.pageDown(rows: pageRows)))
        case .home, .character("g"): return .account(.select(.top))
        case .end, .character("G"): return .account(.select(.bottom))
        case .character("r"): return .account(.refresh)
        case .tab, .backTab: return .account(.switchList)
        case .character("i"): return .account(.importSelected)
        case .character("f"): return .account(.rebuildSelected)
        case .character("c"): return .account(.cancelSelected)
        case .character("e"): return .account(.reviseSelected)
        case .character("?"): return .toggleHelp
        case .character("q"): return .quit
        default: return .ignored
        }
    }

    private static func filterKey(_ key: Key, pageRows: Int) -> RoutedKey {
        switch key {
        case .enter: return .watchlist(.filter(.apply))
        case .escape: return .watchlist(.filter(.clear))
        case .up, .down, .pageUp, .pageDown: return watchlistKey(key, pageRows: pageRows)
        default: return TextField.edit(for: key).map { .watchlist(.filter(.edit($0))) } ?? .ignored
        }
    }

    private static func watchlistKey(_ key: Key, pageRows: Int) -> RoutedKey {
        let intent: WatchlistIntent
        switch key {
        case .up, .character("k"): intent = .select(.up)
        case .down, .character("j"): intent = .select(.down)
        case .pageUp: intent = .select(.pageUp(rows: pageRows))
        case .pageDown: intent = .select(.pageDown(rows: pageRows))
        case .home, .character("g"): intent = .select(.top)
        case .end, .character("G"): intent = .select(.bottom)
        case .tab, .right: intent = .nextWatchlist
        case .backTab, .left: intent = .previousWatchlist
        case .character("a"): intent = .addStock
        case .character("d"): intent = .removeSelectedStock
        case .character("K"): intent = .moveSelectedStockUp
        case .character("J"): intent = .moveSelectedStockDown
        case .character("n"): intent = .createWatchlist
        case .character("r"): intent = .renameWatchlist
        case .character("D"): intent = .deleteWatchlist
        case .character("s"): intent = .cycleSort
        case .character("S"): intent = .reverseSort
        case .character("p"): intent = .addLot
        case .character("b"): intent = .placeOrder(.buy)
        case .character("x"): intent = .placeOrder(.sell)
        case .character("!"): intent = .setAlert
        case .character("A"): intent = .listAlerts
        case .character("h"): intent = .openHoldings
        case .character("/"): intent = .filter(.begin)
        case .escape: intent = .filter(.clear)
        case .character("?"): return .toggleHelp
        case .character("m"): return .toggleMessages
        case .character("R"): intent = .retryFeed
        case .character("C"): intent = .setUpKIS
        case .character("$"): return .openAccount
        case .character("q"): return .quit
        case .enter: intent = .openSelectedStock
        default: return .ignored
        }
        return .watchlist(intent)
    }

    private static func mouseEvent(_ event: MouseEvent, focus: ScreenFocus, targets: ClickTargets) -> RoutedKey {
        switch (focus, event.action) {
        case (.watchlist, .wheelUp), (.filter, .wheelUp): return .watchlist(.select(.up))
        case (.watchlist, .wheelDown), (.filter, .wheelDown): return .watchlist(.select(.down))
        case (.watchlist, .press), (.filter, .press):
            if let tab = targets.tab(at: event.position) { return .watchlist(.showWatchlist(tab)) }
            if let row = targets.row(at: event.position) { return .watchlist(.select(.row(row))) }
            return .ignored
        case (.inputDialog, .wheelUp): return .dialogPick(.up)
        case (.inputDialog, .wheelDown): return .dialogPick(.down)
        default: return .ignored
        }
    }

    /// The Latin key under a Hangul jamo on the standard Korean (두벌식) layout, for the single-letter
    /// commands, so they work while the Korean input mode is on; any other key as it is.
    static func latinKey(_ key: Key) -> Key {
        guard case .character(let character) = key, let latin = dubeolsikLetters[character] else { return key }
        return .character(latin)
    }

    private static let dubeolsikLetters: [Character: Character] = [
        "ㅁ": "a", "ㅠ": "b", "ㅌ": "x", "ㅐ": "o", "ㅊ": "c", "ㅇ": "d", "ㄷ": "e", "ㅎ": "g", "ㅗ": "h", "ㅑ": "i", "ㅓ": "j", "ㅏ": "k", "ㅡ": "m", "ㅜ": "n", "ㅔ": "p", "ㅂ": "q", "ㄱ": "r", "ㄴ": "s", "ㅛ": "y", "ㄹ": "f",
    ]
}
