// The status bar of the watchlist screen: feed health, notices, warnings and the key hints.

import DisplayText
import Presentation

/// The last row: on the left the feed (its name, the last good update, or its error and the retry
/// countdown), a start-up notice until the first key, the notice of the last edit (refused, read-only, damaged file set aside), a read-only
/// badge, the sort, and the locale warning; on the right the main key hints. The left side is
/// truncated first when the row is too narrow.
public struct WatchlistStatusView {
    /// The feed's short name, e.g. "simulated" or "KIS".
    public var feedName: String
    /// True when another StockWatch owns the watchlists: edits are refused.
    public var isReadOnly: Bool
    /// The terminal's warning about a non-UTF-8 locale, if any.
    public var localeWarning: String?
    /// A message from the start (settings file problems), until the first key.
    public var startupNotice: String?

    public var errorStyle = Style(foreground: .red, bold: true)
    public var noticeStyle = Style(foreground: .yellow, bold: true)
    public var hintStyle = Style.plain

    /// The key hints on the right.
    public static let hints = "a add · d remove · ? help · q quit "

    public init(feedName: String, isReadOnly: Bool = false, localeWarning: String? = nil, startupNotice: String? = nil) {
        self.feedName = feedName
        self.isReadOnly = isReadOnly
        self.localeWarning = localeWarning
        self.startupNotice = startupNotice
    }

    /// Draws the status bar for `state` into the first row of `rect`.
    public func draw(_ state: WatchlistState, in rect: Rect, on canvas: Canvas) {
        StatusBar(left: leftSegments(state), right: [StatusSegment(Self.hints, style: hintStyle)]).draw(in: rect, on: canvas)
    }

    /// The left side's segments, most important first.
    func leftSegments(_ state: WatchlistState) -> [StatusSegment] {
        var segments = [StatusSegment(" \(feedName)", style: Style(bold: true))]
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
        if let startupNotice {
            segments.append(StatusSegment(" · " + TextSanitizer.sanitize(startupNotice), style: noticeStyle))
        }
        if let notice = state.notice {
            segments.append(StatusSegment(" · " + TextSanitizer.sanitize(notice), style: noticeStyle))
        }
        if isReadOnly {
            segments.append(StatusSegment(" · read-only", style: noticeStyle))
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
