// The watchlist table at 80, 120 and 200 columns: which columns show, the name capped, the sort marker.

import DisplayText
import Domain
import Presentation
@testable import Screens
@testable import TUICore
import Testing

@Suite struct WatchlistColumnsTests {
    private func priced(width: Int) -> ScreenHarness {
        let harness = ScreenHarness(size: Size(width: width, height: 12))
        harness.quote("005930", price: 71_500, base: 70_000, volume: 1_234_567)
        harness.quote("000660", price: 178_200, base: 180_000, volume: 98_765)
        harness.quote("035420", price: 187_300, base: 187_300, volume: 4_321)
        return harness
    }

    /// The cell column where `text` ends on `line`.
    private func endColumn(of text: String, in line: String) -> Int? {
        guard let range = line.range(of: text) else { return nil }
        return DisplayWidth.of(line[..<range.upperBound])
    }

    @Test func at80ColumnsTheTableKeepsCodeToLow() {
        let lines = priced(width: 80).render()
        #expect(lines[1] == "Code   Name             Price     Change   Chg %      Volume      High       Low")
        #expect(lines[2] == "005930 삼성전자        71,500   ▲ +1,500  +2.14%   1,234,567    71,500    70,000")
    }

    @Test func at120ColumnsTheSparklineComesAndTheNameHas25Cells() {
        let lines = priced(width: 120).render()
        #expect(lines[1] == "Code   Name                          Price     Change   Chg %      Volume      High       Low Today")
        #expect(endColumn(of: "71,500", in: lines[2]) == 6 + 1 + 25 + 1 + 9)
        #expect(!lines[1].contains("Turnover"))
    }

    @Test func at200ColumnsTradedValueOpenAndPreviousCloseShowAndTheNameIsCapped() {
        let lines = priced(width: 200).render()
        #expect(lines[1] == "Code   Name                           Price     Change   Chg %      Volume  Turnover      Open      High       Low      Prev Today")
        #expect(lines[2].hasPrefix("005930 삼성전자                      71,500   ▲ +1,500  +2.14%   1,234,567     882억    70,000    71,500    70,000    70,000 "))
        #expect(lines[3].hasPrefix("000660 SK하이닉스                   178,200   ▼ -1,800  -1.00%      98,765     175억   180,000   180,000   178,200   180,000 "))
        // Hangul names take the same cells as Latin ones: every price ends at cell 43.
        #expect([2, 3, 4].compactMap { endColumn(of: ["71,500", "178,200", "187,300"][$0 - 2], in: lines[$0]) } == [43, 43, 43])
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 200 })
    }

    @Test func theSparklineTakesTheWidthLeftOverUpToOneCellPerFiveMinutes() {
        let at200 = WatchlistColumns(.init(available: 200, sort: .listOrder, isSortReversed: false, withSourceMarks: false, positions: false))
        #expect(at200.widths == [6, 26, 9, 10, 7, 11, 9, 9, 9, 9, 9, 75])
        let at300 = WatchlistColumns(.init(available: 300, sort: .listOrder, isSortReversed: false, withSourceMarks: false, positions: false))
        #expect(at300.widths.last == WatchlistColumns.sparklineCap)
        #expect(at300.widths[1] == WatchlistColumns.nameCap)
    }

    @Test func narrowingDropsPrevThenOpenThenTradedValueThenTheSparklineThenLowAndHigh() {
        let shown = [200, 145, 135, 125, 115, 105, 104, 78, 68].map { width in
            WatchlistColumns(.init(available: width, sort: .listOrder, isSortReversed: false, withSourceMarks: false, positions: false)).kinds
        }
        let core: [WatchlistColumns.Kind] = [.code, .name, .price, .change, .changeRate, .volume]
        #expect(shown[0] == core + [.tradedValue, .open, .high, .low, .previousClose, .today])
        #expect(shown[1] == core + [.tradedValue, .open, .high, .low, .previousClose, .today])
        #expect(shown[2] == core + [.tradedValue, .open, .high, .low, .today])
        #expect(shown[3] == core + [.tradedValue, .high, .low, .today])
        #expect(shown[4] == core + [.high, .low, .today])
        #expect(shown[5] == core + [.high, .low], "the sparkline waits until the name keeps its comfortable width")
        #expect(shown[6] == core + [.high, .low])
        #expect(shown[7] == core + [.high, .low])
        #expect(shown[8] == core + [.high])
    }

    /// At 105–109 columns the sparkline came in and cut the names to 10 cells, shorter than at 104. From 80
    /// columns (the core columns to Low all shown) a column that comes with more width may take the name back
    /// to its comfortable width, never below it. (With positions, the P&L columns and the core after them come
    /// in at the name's expense up to about 140 columns, by priority.)
    @Test func aWiderTableNeverCutsTheNamesBelowWhatANarrowerOneGave() {
        for marks in [false, true] {
            var widest = 0
            var widths: [Int] = []
            for width in 80...220 {
                let options = WatchlistColumns.Options(available: width, sort: .listOrder, isSortReversed: false, withSourceMarks: marks, positions: false)
                let name = WatchlistColumns(options).widths[1]
                widths.append(name)
                #expect(name >= min(widest, WatchlistColumns.nameComfort), "\(width) columns (marks \(marks)): \(widths)")
                widest = max(widest, name)
            }
        }
    }

    @Test func withPositionsTheirColumnsComeBeforeTheExtraOnes() {
        let at80 = WatchlistColumns(.init(available: 80, sort: .listOrder, isSortReversed: false, withSourceMarks: false, positions: true))
        #expect(at80.kinds == [.code, .name, .price, .change, .changeRate, .position(0), .position(1), .position(2)])
        let at200 = WatchlistColumns(.init(available: 200, sort: .listOrder, isSortReversed: false, withSourceMarks: false, positions: true))
        #expect(at200.kinds.prefix(10) == [.code, .name, .price, .change, .changeRate, .position(0), .position(1), .position(2), .position(3), .position(4)])
        #expect(at200.kinds.contains(.tradedValue))
    }

    @Test func theSortMarkerFollowsTheDirection() {
        let marker = { (sort: WatchlistSort, reversed: Bool) in
            WatchlistColumns(.init(available: 200, sort: sort, isSortReversed: reversed, withSourceMarks: false, positions: false))
                .columns.compactMap { column in column.sortDirection.map { "\(column.title) \($0.marker)" } }
        }
        #expect(marker(.listOrder, false).isEmpty)
        #expect(marker(.name, false) == ["Name ▲"])
        #expect(marker(.name, true) == ["Name ▼"])
        #expect(marker(.changeRate, false) == ["Chg % ▼"])
        #expect(marker(.changeRate, true) == ["Chg % ▲"])
        #expect(marker(.tradedValue, false) == ["Turnover ▼"])
    }

    @Test func shiftSReversesTheSortOnScreenAndTheStatusBarSaysSo() {
        let harness = priced(width: 120)
        harness.press(.character("s"))
        harness.press(.character("S"))
        let lines = harness.render()
        #expect(lines[1].contains(" Chg % ▲"))
        #expect(lines[2].hasPrefix("000660"))
        #expect(lines[4].hasPrefix("005930"))
        #expect(lines[11].contains("sorted by change %, reversed"))
    }
}
