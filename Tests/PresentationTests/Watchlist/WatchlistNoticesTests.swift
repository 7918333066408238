// What the watchlist says, alone: the message log, the background row's failures, their end.

import Foundation
@testable import Presentation
import Testing

@Suite("WatchlistNotices")
struct WatchlistNoticesTests {
    private static let start = Date(timeIntervalSince1970: 1_000)

    @Test("a new feed failure is logged and shown on the message row until its time is up")
    func failureOnTheRowForAWhile() {
        var notices = WatchlistNotices()
        let failing = WatchlistNotices.Sayings(feedError: "too many requests")
        notices.record(failing, since: WatchlistNotices.Sayings(), at: Self.start)
        #expect(notices.log.entries.map(\.text) == ["too many requests"])
        #expect(notices.backgroundMessage?.text == "too many requests")
        notices.record(failing, since: failing, at: Self.start.addingTimeInterval(WatchlistNotices.backgroundSeconds - 1))
        #expect(notices.backgroundMessage != nil)
        notices.record(failing, since: failing, at: Self.start.addingTimeInterval(WatchlistNotices.backgroundSeconds))
        #expect(notices.backgroundMessage == nil)
        #expect(notices.log.entries.count == 1)
    }

    @Test("a failure leaves the row as soon as it ends")
    func endedFailureLeavesTheRow() {
        var notices = WatchlistNotices()
        let failing = WatchlistNotices.Sayings(feedError: "too many requests")
        notices.record(failing, since: WatchlistNotices.Sayings(), at: Self.start)
        notices.record(WatchlistNotices.Sayings(), since: failing, at: Self.start.addingTimeInterval(1))
        #expect(notices.backgroundMessage == nil)
    }

    @Test("a refusal that stopped the feed stays on the row over a later, lesser failure")
    func refusalOutranksAFailure() {
        var notices = WatchlistNotices()
        let refused = WatchlistNotices.Sayings(feedError: "wrong key", isFeedStopped: true)
        notices.record(refused, since: WatchlistNotices.Sayings(), at: Self.start)
        var both = refused
        both.catalogProblem = "catalog download failed"
        notices.record(both, since: refused, at: Self.start.addingTimeInterval(1))
        #expect(notices.backgroundMessage?.text == "wrong key")
        #expect(notices.log.entries.map(\.text) == ["wrong key", "catalog download failed"])
    }

    @Test("the socket's problem goes on the row only when it is down, not when it is off by choice")
    func socketOffIsANoticeOnly() {
        var notices = WatchlistNotices()
        let off = WatchlistNotices.Sayings(realtimeProblem: "real-time off: paper account")
        notices.record(off, since: WatchlistNotices.Sayings(), at: Self.start)
        #expect(notices.log.entries.map(\.kind) == [.notice])
        #expect(notices.backgroundMessage == nil)
        let down = WatchlistNotices.Sayings(realtimeProblem: "real-time down: closed", isRealtimeDown: true)
        notices.record(down, since: off, at: Self.start)
        #expect(notices.backgroundMessage?.text == "real-time down: closed")
    }

    @Test("the last key's notice is shown over the store's; Esc's dismissal empties the row only")
    func shownNoticeAndDismissal() {
        var notices = WatchlistNotices()
        notices.storeNotice = "watchlists.json was damaged"
        #expect(notices.shownNotice == "watchlists.json was damaged")
        notices.notice = "saved"
        #expect(notices.shownNotice == "saved")
        let failing = WatchlistNotices.Sayings(feedError: "too many requests")
        notices.record(failing, since: WatchlistNotices.Sayings(), at: Self.start)
        notices.dismissBackground()
        #expect(notices.backgroundMessage == nil)
        #expect(notices.log.entries.count == 1)
    }
}
