// The header's tabs: the shown one always visible, markers where tabs are hidden.

@testable import Screens
@testable import Screens
@testable import TUICore
import Testing
@testable import Widgets

@Suite struct WatchlistHeaderViewTests {
    @Test func theFirstTabStaysWhileTheActiveOneFits() {
        #expect(WatchlistHeaderView.firstVisibleTab(widths: [6, 6, 6], active: 2, width: 18) == 0)
    }

    @Test func tabsScrollSoTheActiveOneIsVisible() {
        #expect(WatchlistHeaderView.firstVisibleTab(widths: [6, 6, 6, 6], active: 3, width: 14) == 2)
        #expect(WatchlistHeaderView.firstVisibleTab(widths: [6, 6, 6, 6], active: 2, width: 14) == 1)
    }

    @Test func markersShowHiddenTabsOnBothSides() {
        let canvas = MemoryCanvas(size: Size(width: 20, height: 1))
        WatchlistHeaderViewTests.drawTabs(["하나", "둘", "셋", "넷", "다섯"], active: 3, on: canvas)
        let line = canvas.line(0)
        #expect(line.hasPrefix("‹"))
        #expect(line.contains(" 넷 "))
        #expect(!line.contains("하나"))
        #expect(line.trimmingCharacters(in: .whitespaces).hasSuffix("›"))
    }

    private static func drawTabs(_ tabs: [String], active: Int, on canvas: MemoryCanvas) {
        WatchlistHeaderView().drawTabs(tabs, active: active, in: canvas.bounds, on: canvas)
    }
}
