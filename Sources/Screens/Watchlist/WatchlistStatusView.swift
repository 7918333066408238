// The status bar of the watchlist screen: feed health, notices, warnings and the key hints.

import DisplayText
import Presentation
import TUICore
import Widgets

/// The bottom of the screen. The last row: on the left the feed's name, a read-only badge, the real-time socket's trouble
/// ("real-time down · retry in 4s"), the live/polled counts, the feed's last good update (or "feed
/// error", the retry countdown and the last good update), why real-time is off, the locale warning, the
/// sort and the stock catalog in use (its date, a refresh's progress or failure); on the right how many
/// messages this run has ("m: 3 messages", the messages view's key) and the main key hints; the left side is truncated first when the row is too narrow. Above it, only while there is
/// one, a message row across the whole width: the notice of the last edit (refused, read-only, damaged
/// file set aside) or the start-up notice, wrapped; else, for a while after it was said and until Esc,
/// a background failure (socket, feed, catalog refresh; a refusal needing the user first) on one line —
/// the messages view holds it whole, with every other message of the run.
public struct WatchlistStatusView {
    /// The feed's short name, e.g. "simulated" or "KIS".
    public var feedName: String
    /// The terminal's warning about a non-UTF-8 locale, if any.
    public var localeWarning: String?
    /// A message from the start (settings file problems), until Esc dismisses it.
    public var startupNotice: String?

    public var errorStyle = Style(foreground: .red, bold: true)
    public var noticeStyle = Style(foreground: .yellow, bold: true)
    public var hintStyle = Style.plain
    /// The message's rows for the last message and width: wrapped again only when either changes.
    private let wrappedMessage = LastResult<MessageLayout, [String]>()

    /// What a message's rows are wrapped from.
    private struct MessageLayout: Equatable {
        var text: String
        var width: Int
        var limit: Int
    }

    /// The key hints on the right.
    public static let hints = "a add · d remove · ? help · q quit "

    public init(feedName: String, localeWarning: String? = nil, startupNotice: String? = nil) {
        self.feedName = feedName
        self.localeWarning = localeWarning
        self.startupNotice = startupNotice
    }

    /// The fewest rows a message may wrap onto, however low the screen.
    public static let minimumMessageRows = 2

    /// The message rows for `state` on a screen `size` big (none without a message), wrapped with one
    /// cell of margin onto at most half the screen's height (a damaged-file notice must be read
    /// whole); what still does not fit ends in an ellipsis. The status view takes these plus the bar.
    /// Worked out once per frame and handed to `draw`.
    public func messageRows(for state: WatchlistState, screen size: Size) -> [String] {
        guard let message = message(state) else { return [] }
        let limit = message.wraps ? max(Self.minimumMessageRows, size.height / 2) : 1
        let layout = MessageLayout(text: message.text, width: max(1, size.width - 1), limit: limit)
        return wrappedMessage.output(for: layout) { LineWrapping.lines($0.text, width: $0.width, limit: $0.limit) }
    }

    /// Draws `messageRows` (from `messageRows(for:width:)`) and the status bar for `state` into the last
    /// rows of `rect`. With `keptBar` (kept by the screen across frames) a bar of the same segments on
    /// the same line is put back from its cells instead of being laid out again.
    public func draw(
        _ state: WatchlistState, messageRows: [String], in rect: Rect, keptBar: RowSnapshots<Style, [StatusSegment]>? = nil, on canvas: Canvas
    ) {
        let bar = rect.bottom(1)
        let left = leftSegments(state)
        let right = rightSegments(state)
        let drawBar = { StatusBar(left: left, right: right).draw(in: bar, on: canvas) }
        if let keptBar {
            keptBar.begin(hintStyle)
            keptBar.draw(left + right, in: bar, on: canvas, drawBar)
        } else {
            drawBar()
        }
        guard let style = message(state)?.style else { return }
        let rows = messageRows.prefix(max(0, rect.height - 1))
        let area = rect.droppingBottom(1).bottom(rows.count)
        canvas.fill(area, style: .plain)
        for (index, line) in rows.enumerated() {
            canvas.put(" " + line, in: area.row(index), style: style)
        }
    }

    /// The message of the last edit (wrapped), else the background failure the view model shows (one
    /// line; a refusal needing the user before a failure), else the start-up notice (wrapped): a problem
    /// of now is read before a note from the start (a paper account's venue notice stays until Esc),
    /// which comes back once the problem's time on the row is over.
    private func message(_ state: WatchlistState) -> (text: String, style: Style, wraps: Bool)? {
        if let notice = state.notice { return (TextSanitizer.sanitize(notice), noticeStyle, true) }
        if let problem = state.backgroundMessage { return (TextSanitizer.sanitize(problem), errorStyle, false) }
        return startupNotice.map { (TextSanitizer.sanitize($0), noticeStyle, true) }
    }

    /// "m: 3 messages" (the messages view's key and how many it lists), nil before the first message.
    static func messageCount(_ count: Int) -> String? {
        count == 0 ? nil : "m: \(count) \(count == 1 ? "message" : "messages")"
    }

    /// The right side: how many messages the run has (never truncated, so the key that shows them is
    /// always in sight), then the key hints.
    func rightSegments(_ state: WatchlistState) -> [StatusSegment] {
        var segments: [StatusSegment] = []
        if let count = Self.messageCount(state.messages.count) {
            let hasProblems = state.messages.contains { $0.kind != .notice }
            segments.append(StatusSegment(count + " · ", style: hasProblems ? noticeStyle : hintStyle))
        }
        segments.append(StatusSegment(Self.hints, style: hintStyle))
        return segments
    }

    /// The left side's segments, most important first.
    func leftSegments(_ state: WatchlistState) -> [StatusSegment] {
        var segments = [StatusSegment(" \(feedName)", style: Style(bold: true))]
        if state.isReadOnly {
            segments.append(StatusSegment(" · read-only", style: noticeStyle))
        }
        let feed = state.feed
        if feed.isRealtimeDown {
            var text = " · real-time down"
            if let retry = feed.realtimeRetryInSeconds { text += " · retry in \(retry)s" }
            segments.append(StatusSegment(text, style: errorStyle))
        }
        if let counts = feed.sourceCounts {
            segments.append(StatusSegment(" · " + counts))
        }
        if feed.errorMessage != nil {
            var text = feed.isStopped ? " · feed stopped · R retries" : " · feed error"
            if let retry = feed.retryInSeconds { text += " · retry in \(retry)s" }
            segments.append(StatusSegment(text, style: errorStyle))
            if let updated = feed.lastGoodUpdateText { segments.append(StatusSegment(" · last good \(updated)")) }
        } else if let updated = feed.lastGoodUpdateText {
            segments.append(StatusSegment(" · updated \(updated)"))
        } else if !state.isLoading, !state.rows.isEmpty {
            segments.append(StatusSegment(" · waiting for quotes…"))
        }
        if let problem = feed.realtimeProblem, !feed.isRealtimeDown {
            segments.append(StatusSegment(" · " + TextSanitizer.sanitize(problem), style: Style(dim: true)))
        }
        if let localeWarning {
            segments.append(StatusSegment(" · " + localeWarning, style: noticeStyle))
        }
        if state.sort != .listOrder || state.isSortReversed {
            segments.append(StatusSegment(" · sorted by \(state.sort.label)\(state.isSortReversed ? ", reversed" : "")"))
        }
        if let catalog = state.catalog {
            segments.append(StatusSegment(" · " + catalog.summary, style: Style(dim: true)))
            if let progress = catalog.progress { segments.append(StatusSegment(" · " + progress, style: noticeStyle)) }
            if catalog.problem != nil { segments.append(StatusSegment(" · catalog refresh failed", style: errorStyle)) }
        }
        return segments
    }
}
