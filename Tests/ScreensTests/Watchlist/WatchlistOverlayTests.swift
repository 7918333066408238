// What opens over the watchlist: who has the keys (dialog over overlay over table), what Esc closes first, and
// which overlay wins when two open.

import Domain
import DomainTestDoubles
import Presentation
@testable import Screens
import Testing
import TUICore

@Suite struct WatchlistOverlayTests {
    /// The favourites with one lot of 삼성전자, so the holdings view opens and its `a` asks for a lot.
    private static let withLot = Watchlist(
        id: WatchlistID("fav"), name: "관심종목", codes: ScreenHarness.favourites.codes,
        positions: [Position(code: StockCode("005930")!, lots: [PositionLot(quantity: 10, price: 70_000)])]
    )

    @Test func theHelpAndMessagesTakeTheKeysOverTheTableAndStayOpenUntilClosed() {
        let overlays: [WatchlistOverlay] = [.help(beneath: nil, firstLine: 0), .messages(MessagesView())]
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

    @Test func keysGoToTheDialogOverTheHoldingsViewAndEscClosesTheDialogBeforeTheView() {
        let harness = ScreenHarness([Self.withLot], size: Size(width: 110, height: 20), holdings: true)
        harness.press(.character("h"))
        #expect(harness.screen.focus == .holdings)
        harness.press(.character("a"))
        #expect(harness.screen.focus == .inputDialog)
        harness.type("jq?")
        #expect(harness.screen.focus == .inputDialog, "j, q and ? are text for the dialog, not the holdings view's or the help's")
        #expect(harness.render().contains { $0.contains("jq?") })
        harness.press(.escape)
        #expect(harness.screen.focus == .holdings, "Esc closed the dialog, not the holdings view under it")
        #expect(harness.line(containing: "Holdings in 관심종목") != nil)
        harness.press(.escape)
        #expect(harness.screen.focus == .watchlist)
        #expect(harness.line(containing: "Holdings in") == nil)
    }

    @Test func anOverlayOpensFromTheTableOnlySoNoneOpensOverAnother() {
        let harness = ScreenHarness([Self.withLot], size: Size(width: 110, height: 20), holdings: true)
        harness.press(.character("A"), .character("h"), .character("?"), .character("m"), .character("$"))
        #expect(harness.screen.focus == .alertList, "h, ?, m and $ open nothing over the alert list")
        harness.press(.escape, .character("h"), .character("A"), .character("?"), .character("m"))
        #expect(harness.screen.focus == .holdings)
        #expect(harness.line(containing: "Alerts in") == nil)
        harness.press(.escape, .character("m"), .character("?"), .character("h"), .character("A"))
        #expect(harness.screen.focus == .messages)
        harness.press(.escape, .enter)
        #expect(harness.screen.focus == .detail)
        harness.press(.character("m"), .character("h"), .character("A"))
        #expect(harness.screen.focus == .detail, "the detail view keeps the keys: only the help opens over it")
        harness.press(.escape)
        #expect(harness.screen.focus == .watchlist, "Esc from an overlay goes back to the table, never to an overlay under it")
    }

    @Test func theHelpOpensOverTheDetailViewAndClosesBackToTheSameStockAsItWas() {
        let harness = ScreenHarness(size: Size(width: 120, height: 40))
        harness.press(.down, .enter, .character("y"), .character("c"))
        #expect(harness.line(containing: "Daily 1Y line") != nil)
        harness.press(.character("?"))
        #expect(harness.screen.focus == .help)
        #expect(harness.line(containing: "show or hide this help") != nil)
        harness.press(.escape)
        #expect(harness.screen.focus == .detail)
        #expect(harness.line(containing: "show or hide this help") == nil)
        #expect(harness.render()[0].contains("SK하이닉스") && harness.render()[0].contains("000660"))
        #expect(harness.line(containing: "Daily 1Y line") != nil, "the span and style picked before the help stay")
        harness.press(.character("?"), .character("?"))
        #expect(harness.screen.focus == .detail, "? closes the help too")
        harness.press(.escape)
        #expect(harness.screen.focus == .watchlist)
        #expect(harness.screen.currentState?.selectedRow?.code == "000660")
    }

    @Test func theHelpOpensOverTheAccountViewAndClosesBackToItsSelection() {
        let harness = ScreenHarness(
            size: Size(width: 130, height: 20), oncePerFrame: true, holdings: true, account: FakeAccountRepository(AccountImportScreenTests.snapshot)
        )
        harness.press(.character("$"), .character("j"))
        #expect(harness.screen.focus == .account)
        harness.press(.character("?"))
        #expect(harness.screen.focus == .help)
        #expect(harness.line(containing: "show or hide this help") != nil)
        harness.press(.escape)
        #expect(harness.screen.focus == .account)
        #expect(harness.line(containing: "show or hide this help") == nil)
        harness.press(.character("i"))
        #expect(harness.line(containing: "Import 카카오뱅크 from the broker") != nil, "the second holding is still selected")
        harness.press(.escape, .character("?"), .character("?"))
        #expect(harness.screen.focus == .account, "? closes the help too")
    }
}
