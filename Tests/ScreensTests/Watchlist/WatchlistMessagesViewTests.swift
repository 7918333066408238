// The messages view (m) and the status line's share of messages: the count, the latest failure for a while only.

import Domain
import Foundation
import Presentation
@testable import Screens
import TUICore
import Testing

@Suite(.serialized) struct WatchlistMessagesViewTests {
    private let message = "Could not get a KIS access token. Cannot connect to openapivts.koreainvestment.com: down."

    @Test func aBackgroundFailureLeavesTheMessageRowAfterFifteenSecondsAndTheBarKeepsItsWord() {
        let harness = ScreenHarness(size: Size(width: 120, height: 12))
        harness.quote("005930", price: 71_500, base: 70_000)
        harness.feed.fail(message, retryAfter: 60)
        harness.advance(ticks: 20)
        #expect(harness.render()[10] == " " + message)
        harness.advance(ticks: 140)
        let lines = harness.render()
        #expect(!lines.contains { $0.contains("Could not get a KIS access token") }, "gone from the screen: the messages view holds it")
        #expect(lines[11].contains("feed error"))
        #expect(lines[11].contains("m: 1 message"))
    }

    @Test func mListsEveryMessageWithItsTimeAndEscClosesIt() {
        let harness = ScreenHarness(size: Size(width: 120, height: 14))
        harness.feed.fail(message, retryAfter: 60)
        harness.advance(ticks: 10)
        harness.press(.character("a"), .escape)
        harness.press(.character("D"))
        harness.press(.character("m"))
        #expect(harness.screen.focus == .messages)
        let lines = harness.render()
        #expect(lines.contains { $0.contains("Messages (2)") })
        let newest = lines.firstIndex { $0.contains(WatchlistEditError.lastWatchlist.message.prefix(30)) }
        let oldest = lines.firstIndex { $0.contains("Could not get a KIS access token") }
        #expect(newest != nil && oldest != nil && newest! < oldest!, "newest first")
        #expect(lines.contains { $0.contains("09:00:") && $0.contains("problem") })
        harness.press(.escape)
        #expect(harness.screen.focus == .watchlist)
        #expect(!harness.render().contains { $0.contains("Messages (") })
    }

    @Test func aLongListScrollsAndSaysWhatIsBelow() {
        let harness = ScreenHarness(size: Size(width: 60, height: 12))
        for index in 0..<12 {
            harness.feed.fail("failure number \(index)", retryAfter: 60)
            harness.advance(ticks: 1)
            harness.quote("005930", price: 71_500 + index * 100, base: 70_000)
        }
        harness.press(.character("m"))
        let first = harness.render()
        #expect(first.contains { $0.contains("failure number 11") }, "\(first.joined(separator: "\n"))")
        #expect(first.contains { $0.contains("more lines") })
        harness.press(.character("G"))
        let last = harness.render()
        #expect(last.contains { $0.contains("failure number 0") })
        #expect(!last.contains { $0.contains("failure number 11") })
    }

    @Test func theMessagesViewSaysWhenNothingWasSaid() {
        let harness = ScreenHarness(size: Size(width: 120, height: 12))
        harness.press(.character("m"))
        #expect(harness.render().contains { $0.contains("Nothing said yet") })
        #expect(!harness.render()[11].contains("m: "), "the bar counts no messages")
    }

    @Test func rIsRoutedToTheRetryAndMToTheMessagesFromTheWatchlist() {
        #expect(FocusRouter.route(.character("R"), focus: .watchlist, pageRows: 5) == .watchlist(.retryFeed))
        #expect(FocusRouter.route(.character("m"), focus: .watchlist, pageRows: 5) == .toggleMessages)
        #expect(FocusRouter.route(.character("ㅡ"), focus: .watchlist, pageRows: 5) == .toggleMessages)
        #expect(FocusRouter.route(.character("j"), focus: .messages, pageRows: 5) == .messages(.down))
        #expect(FocusRouter.route(.pageUp, focus: .messages, pageRows: 5) == .messages(.pageUp(rows: 5)))
        #expect(FocusRouter.route(.escape, focus: .messages, pageRows: 5) == .toggleMessages)
        #expect(FocusRouter.route(.character("q"), focus: .messages, pageRows: 5) == .toggleMessages)
        #expect(FocusRouter.route(.character("a"), focus: .messages, pageRows: 5) == .ignored)
    }
}
