// What opens over the watchlist: who has the keys while each overlay is open, and which ones replace the table.

import Presentation
@testable import Screens
import Testing

@Suite struct WatchlistOverlayTests {
    @Test func theHelpAndMessagesTakeTheKeysOverTheTableAndStayOpenUntilClosed() {
        let overlays: [WatchlistOverlay] = [.help, .messages(MessagesView())]
        #expect(overlays.map(\.focus) == [.help, .messages])
        #expect(overlays.allSatisfy { !$0.replacesWatchlist && !$0.isClosed })
    }

    @Test func theHelpKeepsTheKeysUntilEscAndADialogThenOpensOverTheWatchlist() {
        let harness = ScreenHarness()
        harness.press(.character("?"))
        #expect(harness.screen.focus == .help)
        harness.press(.character("a"))
        #expect(harness.screen.focus == .help, "a is not a help key: no dialog opens over the help")
        harness.press(.escape, .character("a"))
        #expect(harness.screen.focus == .inputDialog)
        harness.press(.escape)
        #expect(harness.screen.focus == .watchlist)
    }
}
