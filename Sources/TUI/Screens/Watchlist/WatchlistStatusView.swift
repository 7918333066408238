// The status bar of the watchlist screen: feed health, notices, warnings and the key hints.

import DisplayText
import Presentation

/// The bottom of the screen. The last row: on the left the feed's name, a read-only badge, the feed's
/// last good update (or its error and the retry countdown), the locale warning and the sort; on the
/// right the main key hints; the left side is truncated first when the row is too narrow. Above it,
/// only while there is one, a message row: the notice of the last edit (refused, read-only, damaged
/// file set aside) or the start-up notice, across the whole width.
public struct WatchlistStatusView {
    /// The feed's short name, e.g. "simulated" or "KIS".
    public var feedName: String
    /// The terminal's warning about a non-UTF-8 locale, if any.
    public var localeWarning: String?
    /// A message from the start (settings file problems), until the first key.
    public var startupNotice: String?

    public var errorStyle = Style(foreground: .red, bold: true)
    public var noticeStyle = Style(foreground: .yellow, bold: true)
    public var hintStyle = Style.plain

    /// The key hints on the right.
    public static let hints = "a add · d remove · ? help · q quit "

    public init(feedName: String, localeWarning: String? = nil, startupNotice: String? = nil) {
        self.feedName = feedName
        self.localeWarning = localeWarning
        self.startupNotice = startupNotice
    }

    /// The rows it takes for `state`: 2 with a message, else 1.
    public func height(for state: WatchlistState) -> Int {
        message(state) == nil ? 1 : 2
    }

    /// Draws the message row (if any) and the status bar for `state` into the last rows of `rect`.
    public func draw(_ state: WatchlistState, in rect: Rect, on canvas: Canvas) {
        let bar = rect.bottom(1)
        StatusBar(left: leftSegments(state), right: [StatusSegment(Self.hints, style: hintStyle)]).draw(in: bar, on: canvas)
        if let message = message(state), rect.height > 1 {
            let row = rect.droppingBottom(1).bottom(1)
            canvas.fill(row, style: .plain)
            canvas.put(" " + message, in: row, style: noticeStyle)
        }
    }

    /// The message of the last edit, else the start-up notice.
    private func message(_ state: WatchlistState) -> String? {
        (state.notice ?? startupNotice).map(TextSanitizer.sanitize)
    }

    /// The left side's segments, most important first.
    func leftSegments(_ state: WatchlistState) -> [StatusSegment] {
        var segments = [StatusSegment(" \(feedName)", style: Style(bold: true))]
        if state.isReadOnly {
            segments.append(StatusSegment(" · read-only", style: noticeStyle))
        }
        let feed = state.feed
        if let error = feed.errorMessage {
            var text = " · " + TextSanitizer.sanitize(error)
            if let retry = feed.retryInSeconds { text += " · retry in \(retry)s" }
            segments.append(StatusSegment(text, style: errorStyle))
        } else if let updated = feed.lastGoodUpdateText {
            segments.append(StatusSegment(" · updated \(updated)"))
        } else if !state.isLoading, !state.rows.isEmpty {
            segments.append(StatusSegment(" · waiting for quotes…"))
        }
        if let localeWarning {
            segments.append(StatusSegment(" · " + localeWarning, style: noticeStyle))
        }
        if state.sort != .listOrder {
            segments.append(StatusSegment(" · sorted by \(state.sort.label)"))
        }
        return segments
    }
}
