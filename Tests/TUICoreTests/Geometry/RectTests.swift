// Rectangle arithmetic used by layouts and widgets.

import TUICore
import Testing

@Suite struct RectTests {
    private let rect = Rect(x: 2, y: 3, width: 10, height: 6)

    @Test func edgesAndContainment() {
        #expect(rect.maxX == 12)
        #expect(rect.maxY == 9)
        #expect(rect.contains(Point(x: 2, y: 3)))
        #expect(!rect.contains(Point(x: 12, y: 3)))
        #expect(!rect.contains(Point(x: 5, y: 9)))
    }

    @Test func negativeSizesBecomeEmpty() {
        #expect(Rect(x: 0, y: 0, width: -3, height: 2).isEmpty)
        #expect(rect.inset(by: 4).height == 0)
    }

    @Test func intersection() {
        #expect(rect.intersection(Rect(x: 0, y: 0, width: 5, height: 5)) == Rect(x: 2, y: 3, width: 3, height: 2))
        #expect(rect.intersection(Rect(x: 20, y: 0, width: 5, height: 5)).isEmpty)
    }

    @Test func slicing() {
        #expect(rect.top(2) == Rect(x: 2, y: 3, width: 10, height: 2))
        #expect(rect.bottom(1) == Rect(x: 2, y: 8, width: 10, height: 1))
        #expect(rect.droppingTop(2) == Rect(x: 2, y: 5, width: 10, height: 4))
        #expect(rect.droppingBottom(7).isEmpty)
        #expect(rect.row(5) == Rect(x: 2, y: 8, width: 10, height: 1))
        #expect(rect.row(6).isEmpty)
        #expect(rect.inset(horizontal: 1) == Rect(x: 3, y: 3, width: 8, height: 6))
    }

    @Test func centeringClampsToTheRect() {
        #expect(rect.centered(Size(width: 4, height: 2)) == Rect(x: 5, y: 5, width: 4, height: 2))
        #expect(rect.centered(Size(width: 40, height: 2)) == Rect(x: 2, y: 5, width: 10, height: 2))
    }
}
