// Splitting the screen into header, body and status bar.

import TUICore
import Testing

@Suite struct ScreenLayoutTests {
    @Test func bodyTakesWhatHeaderAndStatusLeave() {
        let layout = ScreenLayout(screen: Rect(size: Size(width: 100, height: 30)), headerHeight: 2, statusHeight: 1)
        #expect(layout.header == Rect(x: 0, y: 0, width: 100, height: 2))
        #expect(layout.body == Rect(x: 0, y: 2, width: 100, height: 27))
        #expect(layout.status == Rect(x: 0, y: 29, width: 100, height: 1))
    }

    @Test func aShortScreenKeepsHeaderThenStatus() {
        let layout = ScreenLayout(screen: Rect(size: Size(width: 10, height: 2)), headerHeight: 1, statusHeight: 2)
        #expect(layout.header.height == 1)
        #expect(layout.status.height == 1)
        #expect(layout.body.isEmpty)
    }
}
