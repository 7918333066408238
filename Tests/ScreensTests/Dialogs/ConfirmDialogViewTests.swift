// The confirmation's look: title in the border, the question wrapped, the answer keys.

import Domain
@testable import Screens
@testable import Screens
@testable import TUICore
import Testing
@testable import Widgets

@Suite struct ConfirmDialogViewTests {
    @Test func aLongQuestionIsWrappedInsideTheBox() {
        let extra = Watchlist(id: WatchlistID("extra"), name: "배당주", codes: [])
        let harness = ScreenHarness([ScreenHarness.favourites, extra], size: Size(width: 50, height: 14))
        harness.press(.character("D"))
        let lines = harness.render()
        let top = lines.firstIndex { $0.contains("┌─ Delete a watchlist ") }
        #expect(top != nil)
        guard let top else { return }
        #expect(lines[top + 1].contains("│ Delete the watchlist \"관심종목\"? Its 3"))
        #expect(lines[top + 2].contains("│ stocks will no longer be watched there."))
        #expect(lines.contains { $0.contains(ConfirmDialogView.hint) })
        harness.press(.enter)
        #expect(harness.store.watchlists.map(\.name) == ["배당주"])
        #expect(harness.render()[0].hasPrefix(" 배당주 "))
        #expect(!harness.render()[0].contains("관심종목"))
    }
}
