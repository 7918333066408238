// The "terminal too small" notice replacing the screen below the minimum size.

import TUICore
import Testing
import Widgets

@Suite struct TooSmallNoticeTests {
    private let notice = TooSmallNotice(minimum: Size(width: 40, height: 10))

    @Test func appliesBelowTheMinimumInEitherDirection() {
        #expect(notice.applies(to: Size(width: 39, height: 30)))
        #expect(notice.applies(to: Size(width: 100, height: 9)))
        #expect(!notice.applies(to: Size(width: 40, height: 10)))
    }

    @Test func replacesTheScreenWithACentredNotice() {
        let canvas = MemoryCanvas(size: Size(width: 36, height: 5))
        canvas.put("old frame", at: .zero)
        notice.draw(in: canvas.bounds, on: canvas)
        #expect(canvas.trimmedLines == ["", "", "  terminal too small (needs 40×10)", "", ""])
    }

    @Test func usesTwoLinesWhenOneIsTooNarrow() {
        let canvas = MemoryCanvas(size: Size(width: 20, height: 4))
        notice.draw(in: canvas.bounds, on: canvas)
        #expect(canvas.trimmedLines == ["", " terminal too small", "   (needs 40×10)", ""])
    }
}
