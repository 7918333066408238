// The add dialog's suggestion list: details in one column, however long the names.

import DisplayText
@testable import Screens
@testable import Screens
@testable import TUICore
import Testing
@testable import Widgets

@Suite struct InputDialogViewTests {
    /// The cell column where each suggestion's detail ("005930 · KOSPI …") starts.
    private func detailColumns(_ lines: [String]) -> [Int] {
        lines.compactMap { line in
            guard let range = line.range(of: #"\d{6} · KOSPI"#, options: .regularExpression) else { return nil }
            return DisplayWidth.of(line[..<range.lowerBound])
        }
    }

    @Test func detailsLineUpWhenANameIsLongerThanTheUsualColumn() {
        let harness = ScreenHarness(size: Size(width: 80, height: 16))
        harness.press(.character("a"))
        harness.type("삼성")
        let lines = harness.render()
        let columns = detailColumns(lines)
        #expect(columns.count == 2)
        #expect(Set(columns).count == 1)
        #expect(lines.contains { $0.contains("삼성바이오로직스  207940 · KOSPI") })
    }

    @Test func aNameWiderThanHalfTheDialogIsCutWithAnEllipsis() {
        let harness = ScreenHarness(size: Size(width: 40, height: 16))
        harness.press(.character("a"))
        harness.type("삼성")
        let lines = harness.render()
        #expect(Set(detailColumns(lines)).count == 1)
        #expect(lines.contains { $0.contains("삼성바이오…") })
        #expect(!lines.contains { $0.contains("삼성바이오로직스") })
    }
}
