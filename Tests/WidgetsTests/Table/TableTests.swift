// The table widget on the in-memory canvas: Korean rows aligned, truncation, selection, scrolling.

import DisplayText
import TUICore
import Testing
import Widgets

@Suite struct TableTests {
    private let up = Style(foreground: .red)
    private let down = Style(foreground: .blue)
    private let header = Style(bold: true, underline: true)

    private var columns: [TableColumn] {
        [
            TableColumn("코드", width: .fixed(6)),
            TableColumn("종목명", width: .flexible(minimum: 8)),
            TableColumn("현재가", width: .fixed(9), alignment: .right),
            TableColumn("등락률", width: .fixed(8), alignment: .right, sortDirection: .descending),
        ]
    }

    private func row(_ code: String, _ name: String, _ price: String, _ rate: String, style: Style = .plain) -> TableRow {
        let rateStyle = rate.hasPrefix("-") ? down : up
        return TableRow([TableCell(code), TableCell(name), TableCell(price), TableCell(rate, style: rateStyle)], style: style)
    }

    private var rows: [TableRow] {
        [
            row("005930", "삼성전자", "71,000", "+1.20"),
            row("035720", "카카오", "48,550", "-0.51"),
            row("000660", "SK하이닉스", "182,300", "+3.41"),
            row("373220", "LG에너지솔루션우선주", "412,000", "-2.05"),
            row("035420", "NAVER", "201,500", "+0.25"),
        ]
    }

    @Test func koreanAndAsciiRowsLineUp() {
        let canvas = MemoryCanvas(size: Size(width: 40, height: 7))
        Table(columns: columns, rows: rows).draw(in: canvas.bounds, on: canvas)
        #expect(canvas.lines == [
            "코드   종목명            현재가 등락률 ▼",
            "005930 삼성전자          71,000    +1.20",
            "035720 카카오            48,550    -0.51",
            "000660 SK하이닉스       182,300    +3.41",
            "373220 LG에너지솔루…    412,000    -2.05",
            "035420 NAVER            201,500    +0.25",
            "                                        ",
        ])
        #expect(canvas.lines.allSatisfy { DisplayWidth.of($0) == 40 })
    }

    @Test func cellAndHeaderStyles() {
        let canvas = MemoryCanvas(size: Size(width: 40, height: 3))
        Table(columns: columns, rows: rows).draw(in: canvas.bounds, on: canvas)
        let legend: [Style: Character] = [.plain: ".", header: "H", up: "u", down: "d"]
        #expect(canvas.styleLine(0, legend: legend) == String(repeating: "H", count: 40))
        #expect(canvas.styleLine(1, legend: legend) == String(repeating: ".", count: 32) + "uuuuuuuu")
        #expect(canvas.styleLine(2, legend: legend) == String(repeating: ".", count: 32) + "dddddddd")
    }

    @Test func selectedRowIsHighlightedAcrossItsWidthKeepingCellColours() {
        let canvas = MemoryCanvas(size: Size(width: 40, height: 4))
        Table(columns: columns, rows: rows, selectedRow: 1).draw(in: canvas.bounds, on: canvas)
        let selected = Style(reverse: true)
        let selectedDown = Style(foreground: .blue, reverse: true)
        let legend: [Style: Character] = [.plain: ".", header: "H", up: "u", selected: "#", selectedDown: "D"]
        #expect(canvas.styleLine(2, legend: legend) == String(repeating: "#", count: 32) + "DDDDDDDD")
        #expect(canvas.styleLine(1, legend: legend) == String(repeating: ".", count: 32) + "uuuuuuuu")
    }

    @Test func rowStyleCoversTheRowUnderItsCells() {
        let dim = Style(dim: true)
        let canvas = MemoryCanvas(size: Size(width: 40, height: 2))
        Table(columns: columns, rows: [row("005930", "삼성전자", "71,000", "+1.20", style: dim)]).draw(in: canvas.bounds, on: canvas)
        let dimUp = Style(foreground: .red, dim: true)
        #expect(canvas.styleLine(1, legend: [dim: "d", dimUp: "u"]) == String(repeating: "d", count: 32) + "uuuuuuuu")
    }

    @Test func scrollsToKeepTheSelectionVisible() {
        let canvas = MemoryCanvas(size: Size(width: 40, height: 4))
        let table = Table(columns: columns, rows: rows, selectedRow: 4, scrollOffset: 0)
        let offset = table.draw(in: canvas.bounds, on: canvas)
        #expect(offset == 2)
        #expect(canvas.trimmedLines == [
            "코드   종목명            현재가 등락률 ▼",
            "000660 SK하이닉스       182,300    +3.41",
            "373220 LG에너지솔루…    412,000    -2.05",
            "035420 NAVER            201,500    +0.25",
        ])
    }

    @Test func scrollOffsetMovesAsLittleAsPossible() {
        #expect(Table.scrollOffset(previous: 0, selectedRow: 2, visibleRows: 3, rowCount: 10) == 0)
        #expect(Table.scrollOffset(previous: 0, selectedRow: 3, visibleRows: 3, rowCount: 10) == 1)
        #expect(Table.scrollOffset(previous: 5, selectedRow: 6, visibleRows: 3, rowCount: 10) == 5)
        #expect(Table.scrollOffset(previous: 5, selectedRow: 2, visibleRows: 3, rowCount: 10) == 2)
        #expect(Table.scrollOffset(previous: 8, selectedRow: nil, visibleRows: 3, rowCount: 4) == 1)
        #expect(Table.scrollOffset(previous: 3, selectedRow: 1, visibleRows: 0, rowCount: 4) == 0)
        #expect(Table.scrollOffset(previous: 3, selectedRow: 99, visibleRows: 2, rowCount: 4) == 2)
    }

    @Test func emptyTableShowsItsMessageInTheMiddle() {
        let canvas = MemoryCanvas(size: Size(width: 40, height: 6))
        canvas.fill(canvas.bounds, style: Style(bold: true))
        Table(columns: columns, rows: [], emptyMessage: "관심종목이 없습니다 (a: 추가)").draw(in: canvas.bounds, on: canvas)
        #expect(canvas.trimmedLines == [
            "코드   종목명            현재가 등락률 ▼",
            "",
            "",
            "     관심종목이 없습니다 (a: 추가)",
            "",
            "",
        ])
        #expect(canvas.style(at: Point(x: 0, y: 5)) == .plain)
    }

    @Test func drawsOverWhateverWasInItsRect() {
        let canvas = MemoryCanvas(size: Size(width: 40, height: 4))
        for line in 0..<4 { canvas.put(String(repeating: "#", count: 40), at: Point(x: 0, y: line)) }
        Table(columns: columns, rows: Array(rows.prefix(1))).draw(in: Rect(x: 0, y: 0, width: 40, height: 3), on: canvas)
        #expect(canvas.trimmedLines[1] == "005930 삼성전자          71,000    +1.20")
        #expect(canvas.trimmedLines[2] == "")
        #expect(canvas.lines[3] == String(repeating: "#", count: 40))
    }

    @Test func narrowTableHidesTheColumnsThatDoNotFit() {
        let canvas = MemoryCanvas(size: Size(width: 24, height: 3))
        Table(columns: columns, rows: rows).draw(in: canvas.bounds, on: canvas)
        #expect(canvas.trimmedLines == [
            "코드   종목명",
            "005930 삼성전자",
            "035720 카카오",
        ])
    }

    @Test func sortMarkerSurvivesANarrowHeader() {
        let column = TableColumn("등락률", width: .fixed(6), alignment: .right, sortDirection: .ascending)
        let canvas = MemoryCanvas(size: Size(width: 6, height: 1))
        Table(columns: [column], rows: []).draw(in: canvas.bounds, on: canvas)
        #expect(canvas.lines == [" 등… ▲"])
    }

    @Test func tableInAnOffsetRect() {
        let canvas = MemoryCanvas(size: Size(width: 20, height: 4))
        let twoColumns = [TableColumn("이름", width: .fixed(8)), TableColumn("가격", width: .fixed(6), alignment: .right)]
        let table = Table(columns: twoColumns, rows: [TableRow(["카카오뱅크", "25,100"])])
        table.draw(in: Rect(x: 3, y: 1, width: 15, height: 2), on: canvas)
        #expect(canvas.trimmedLines == ["", "   이름       가격", "   카카오…  25,100", ""])
    }

    @Test func rowsMadeWhereShownDrawAsTheRowsOfTheTable() {
        let drawn = MemoryCanvas(size: Size(width: 40, height: 4))
        var table = Table(columns: columns, rows: rows, selectedRow: 3)
        table.scrollOffset = table.draw(in: drawn.bounds, on: drawn)
        let made = MemoryCanvas(size: Size(width: 40, height: 4))
        var lazy = table
        lazy.rows = []
        var seen: [(Int, Rect)] = []
        let offset = lazy.draw(in: made.bounds, on: made, rowCount: rows.count) { index, rowRect, drawRow in
            seen.append((index, rowRect))
            if index != 2 { drawRow(rows[index]) }
        }
        #expect(offset == table.scrollOffset && offset == 1)
        #expect(seen.map(\.0) == [1, 2, 3])
        #expect(seen.map(\.1) == (1...3).map { Rect(x: 0, y: $0, width: 40, height: 1) })
        #expect((0..<4).map(made.line) == (0..<4).map { $0 == 2 ? String(repeating: " ", count: 40) : drawn.line($0) })
        #expect((0..<40).map { made.style(at: Point(x: $0, y: 3)) } == (0..<40).map { drawn.style(at: Point(x: $0, y: 3)) })
    }
}
