// The header row: the app's name, the watchlist tabs, the indices, the market session and the Korea-time clock.

import DisplayText
import Domain
import Presentation
import TUICore

/// One row: `StockWatch`, then the watchlists as tabs (the shown one highlighted), the indices
/// (KOSPI, KOSDAQ, KOSPI200), and on the right the feed's, KRX's and NXT's sessions and the clock in Korea
/// time. When the tabs do not fit, they scroll so the shown one is visible, with ‹ or › where more are
/// hidden; on a narrow screen the app's name goes first.
///
/// Every tab shows whenever the tabs fit: narrower screens lose the indices first — their
/// advancers/decliners, then their change (the value and change % stay); the session is said shorter
/// (brief, then both venues' phases in a word) only to keep all three; then KOSPI200, KOSDAQ and KOSPI go in turn
/// beside the whole session; the app's name shows where room is left. Once no index is left the session keeps its own
/// rule (whole, brief, both venues' phases in a word, then nothing) — unless all three indices' values alone fit (the
/// evening's two venues leave no room for their change % at 120 columns). An index is never cut; it is coloured by its
/// move (`PriceColorScheme`), a stale one dim.
public struct WatchlistHeaderView {
    public static let appName = "StockWatch"
    /// Cells kept for the tabs (the shown one at least) before any index is drawn.
    static let tabsReserve = 12
    /// Before each index (the block of indices ends with one more space before the session).
    static let indexGap = 2

    public var appNameStyle = Style(bold: true)
    public var activeTabStyle = Style(bold: true, reverse: true)
    public var tabStyle = Style.plain
    public var sessionStyle = Style(bold: true)
    public var clockStyle = Style.plain
    /// How the indices' moves are coloured.
    public var colors: PriceColorScheme

    public init(colors: PriceColorScheme = .korean) {
        self.colors = colors
    }

    /// Everything of a `WatchlistState` the header row is drawn from: a row drawn from an equal input
    /// at the same place is put back from its cells (`RowSnapshots`), so it is drawn again when the
    /// clock's second, the session, an index or a tab changes, not for every trade's frame.
    public struct Input: Equatable {
        var tabs: [String]
        var activeTab: Int?
        var indices: [MarketIndexSummary]
        var session: String
        var sessionBrief: String
        var sessionPhase: String
        var isMarketTrading: Bool
        var clock: String

        public init(_ state: WatchlistState) {
            tabs = state.tabs
            activeTab = state.activeTab
            indices = state.indices
            session = state.session
            sessionBrief = state.sessionBrief
            sessionPhase = state.sessionPhase
            isMarketTrading = state.isMarketTrading
            clock = state.clock
        }
    }

    /// What one header row holds at a width: the session's text and the indices' texts (0 to 3).
    struct Arrangement: Equatable {
        var session: String
        var indices: [String]
    }

    /// Draws the header for `state` into the first row of `rect`; returns where each shown tab is.
    @discardableResult
    public func draw(_ state: WatchlistState, in rect: Rect, on canvas: Canvas) -> [ClickTargets.Tab] {
        let row = rect.row(0)
        guard !row.isEmpty else { return [] }
        canvas.fill(row, style: .plain)
        let clock = "\(state.clock) KST"
        let arrangement = Self.arrange(state, width: row.width)
        let session = arrangement.session
        var rightWidth = DisplayWidth.of("\(session)  \(clock) ")
        if session.isEmpty {
            rightWidth = 0
        } else {
            let sessionStyle = state.isMarketTrading ? sessionStyle : Style(dim: true)
            canvas.put(session, at: Point(x: row.maxX - rightWidth, y: row.y), style: sessionStyle, clippedTo: row)
            canvas.put(clock, at: Point(x: row.maxX - DisplayWidth.of(clock) - 1, y: row.y), style: clockStyle, clippedTo: row)
        }
        var left = Rect(x: row.x, y: row.y, width: row.width - rightWidth - (rightWidth > 0 ? 1 : 0), height: 1)
        left = drawIndices(arrangement.indices, of: state.indices, in: left, on: canvas)
        let name = " \(Self.appName) "
        let tabsWidth = state.tabs.reduce(0) { $0 + DisplayWidth.of($1) + 3 }
        let tabsKept = tabsWidth <= left.width ? tabsWidth : min(tabsWidth, Self.tabsReserve)
        if DisplayWidth.of(name) + tabsKept <= left.width {
            canvas.put(name, in: left, style: appNameStyle)
            left = left.droppingLeft(DisplayWidth.of(name))
        }
        return drawTabs(state.tabs, active: state.activeTab, in: left, on: canvas)
    }

    /// The session text and index texts for a header `width` cells wide. Every tab is kept when it can
    /// be: the indices shorten and go first (the app's name is drawn where room is left). Only when the tabs alone do not fit
    /// do they scroll, keeping `tabsReserve` cells beside the widest arrangement that fits.
    static func arrange(_ state: WatchlistState, width: Int) -> Arrangement {
        let tabsWidth = state.tabs.reduce(0) { $0 + DisplayWidth.of($1) + 3 }
        return arrange(state, width: width, reserve: tabsWidth, allowingNoIndex: true)
            ?? arrange(state, width: width, reserve: min(tabsWidth, tabsReserve), allowingNoIndex: false)
            ?? Arrangement(session: sessionAlone(state, width: width), indices: [])
    }

    /// The first of the widest arrangements that leaves `reserve` cells for the tabs, with as many
    /// indices as fit (none only when `allowingNoIndex`); the session is said shorter (brief, then
    /// both venues' phases in a word) only to keep all three indices, and never takes over two thirds of the row.
    /// Where no index fits with its change %, all three indices' values alone are tried before none.
    private static func arrange(_ state: WatchlistState, width: Int, reserve: Int, allowingNoIndex: Bool) -> Arrangement? {
        let clock = "\(state.clock) KST"
        func sessionWidth(_ session: String) -> Int { DisplayWidth.of("\(session)  \(clock) ") }
        let sessions = [state.session, state.sessionBrief, state.sessionPhase]
        func fitting(_ choices: [(session: Int, form: Int)], fewest: Int) -> Arrangement? {
            let choices = choices.filter { !sessions[$0.session].isEmpty && sessionWidth(sessions[$0.session]) <= width * 2 / 3 }
            for count in stride(from: state.indices.count, through: fewest, by: -1) {
                for (session, form) in choices where session == 0 || count == MarketIndexKind.allCases.count {
                    let texts = state.indices.prefix(count).map { $0.texts[min(form, $0.texts.count - 1)] }
                    let indicesWidth = texts.reduce(1) { $0 + DisplayWidth.of($1) + indexGap }
                    if indicesWidth + reserve + sessionWidth(sessions[session]) + 1 <= width {
                        return Arrangement(session: sessions[session], indices: texts)
                    }
                }
            }
            return nil
        }
        let all = MarketIndexKind.allCases.count
        if let arrangement = fitting([(0, 0), (0, 1), (1, 1), (1, 2), (2, 2)], fewest: 1) ?? fitting([(0, 3), (1, 3), (2, 3)], fewest: all) {
            return arrangement
        }
        guard allowingNoIndex else { return nil }
        let alone = sessionAlone(state, width: width)
        guard reserve + (alone.isEmpty ? 0 : sessionWidth(alone) + 1) <= width else { return nil }
        return Arrangement(session: alone, indices: [])
    }

    /// The session whole, brief or as both venues' phases in a word, the first that fits two thirds of the row,
    /// else nothing (the simulator's words are too long for 80 columns while KRX trades).
    private static func sessionAlone(_ state: WatchlistState, width: Int) -> String {
        let clock = "\(state.clock) KST"
        return [state.session, state.sessionBrief, state.sessionPhase].first { !$0.isEmpty && DisplayWidth.of("\($0)  \(clock) ") <= width * 2 / 3 } ?? ""
    }

    /// Draws `texts` (the chosen forms of `indices`) at the right end of `rect`, coloured by their
    /// moves; returns what is left of `rect` on their left.
    private func drawIndices(_ texts: [String], of indices: [MarketIndexSummary], in rect: Rect, on canvas: Canvas) -> Rect {
        let width = texts.reduce(1) { $0 + DisplayWidth.of($1) + Self.indexGap }
        guard !texts.isEmpty, width < rect.width else { return rect }
        var x = rect.maxX - width
        for (text, index) in zip(texts, indices) {
            x += Self.indexGap
            let style = index.isStale ? Style(dim: true) : colors.style(for: index.direction)
            canvas.put(TextSanitizer.sanitize(text), at: Point(x: x, y: rect.y), style: style, clippedTo: rect)
            x += DisplayWidth.of(text)
        }
        return Rect(x: rect.x, y: rect.y, width: rect.width - width, height: 1)
    }

    /// The first tab to draw so that `active` is visible in `width` cells, with room for the markers.
    static func firstVisibleTab(widths: [Int], active: Int, width: Int) -> Int {
        var first = 0
        while first < active {
            let shown = widths[first...active].reduce(0, +) + (first > 0 ? 1 : 0)
            if shown + (active < widths.count - 1 ? 1 : 0) <= width { break }
            first += 1
        }
        return first
    }

    @discardableResult
    func drawTabs(_ tabs: [String], active: Int?, in rect: Rect, on canvas: Canvas) -> [ClickTargets.Tab] {
        guard !tabs.isEmpty, rect.width > 2 else { return [] }
        var targets: [ClickTargets.Tab] = []
        let labels = tabs.map { " \(TextSanitizer.sanitize($0)) " }
        let widths = labels.map { DisplayWidth.of($0) + 1 }
        let first = Self.firstVisibleTab(widths: widths, active: active ?? 0, width: rect.width)
        var x = rect.x
        if first > 0 {
            canvas.put("‹", at: Point(x: x, y: rect.y), style: Style(dim: true), clippedTo: rect)
            x += 1
        }
        for index in first..<labels.count {
            let remaining = rect.maxX - x
            let needsMore = index < labels.count - 1
            if widths[index] + (needsMore ? 1 : 0) > remaining, index != active {
                canvas.put("›", at: Point(x: rect.maxX - 1, y: rect.y), style: Style(dim: true), clippedTo: rect)
                return targets
            }
            let label = CellLayout.truncated(labels[index], toCells: remaining - (needsMore ? 1 : 0))
            canvas.put(label, at: Point(x: x, y: rect.y), style: index == active ? activeTabStyle : tabStyle, clippedTo: rect)
            targets.append(ClickTargets.Tab(index: index, row: rect.y, columns: x..<min(rect.maxX, x + DisplayWidth.of(label))))
            x += DisplayWidth.of(label) + 1
        }
        return targets
    }
}
