// The header row: the app's name, the watchlist tabs, the market session and the Korea-time clock.

import DisplayText
import Presentation
import TUICore

/// One row: `StockWatch`, then the watchlists as tabs (the shown one highlighted), and on the right the
/// feed's and KRX's session (shortened, then dropped, on a narrow screen) and the clock in Korea time. When the tabs do not fit, they scroll so the shown one is
/// visible, with ‹ or › where more are hidden; on a narrow screen the app's name goes first.
public struct WatchlistHeaderView {
    public static let appName = "StockWatch"

    public var appNameStyle = Style(bold: true)
    public var activeTabStyle = Style(bold: true, reverse: true)
    public var tabStyle = Style.plain
    public var sessionStyle = Style(bold: true)
    public var clockStyle = Style.plain

    public init() {}

    /// Draws the header for `state` into the first row of `rect`; returns where each shown tab is.
    @discardableResult
    public func draw(_ state: WatchlistState, in rect: Rect, on canvas: Canvas) -> [ClickTargets.Tab] {
        let row = rect.row(0)
        guard !row.isEmpty else { return [] }
        canvas.fill(row, style: .plain)
        let clock = "\(state.clock) KST"
        let room = row.width * 2 / 3
        let session = [state.session, state.sessionBrief].first { DisplayWidth.of("\($0)  \(clock) ") <= room } ?? ""
        var rightWidth = DisplayWidth.of("\(session)  \(clock) ")
        if session.isEmpty {
            rightWidth = 0
        } else {
            let sessionStyle = state.isMarketTrading ? sessionStyle : Style(dim: true)
            canvas.put(session, at: Point(x: row.maxX - rightWidth, y: row.y), style: sessionStyle, clippedTo: row)
            canvas.put(clock, at: Point(x: row.maxX - DisplayWidth.of(clock) - 1, y: row.y), style: clockStyle, clippedTo: row)
        }
        var left = Rect(x: row.x, y: row.y, width: row.width - rightWidth - (rightWidth > 0 ? 1 : 0), height: 1)
        let name = " \(Self.appName) "
        let tabsWidth = state.tabs.reduce(0) { $0 + DisplayWidth.of($1) + 3 }
        if DisplayWidth.of(name) + min(tabsWidth, 16) <= left.width {
            canvas.put(name, in: left, style: appNameStyle)
            left = left.droppingLeft(DisplayWidth.of(name))
        }
        return drawTabs(state.tabs, active: state.activeTab, in: left, on: canvas)
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
