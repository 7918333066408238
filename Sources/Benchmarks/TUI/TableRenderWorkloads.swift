// Frame time of the Table widget: a 200-row, 8-column watchlist drawn on a 200×60 in-memory canvas.

import Glibc
import TUICore
import Widgets

/// Rendering benchmarks for the TUI widgets, without a terminal.
enum TableRenderWorkloads {
    static let all: [Workload] = [
        Workload(
            id: "table-frame-memory",
            title: "Table frame: 200 rows × 8 columns, Korean/ASCII, on a 200×60 MemoryCanvas (thread CPU time)",
            goal: "≤ 500 µs per frame",
            measure: { measureFrames(1_000) }
        ),
    ]

    /// Clears the canvas and draws the table `frames` times, moving the selection each frame so the
    /// table scrolls; reports microseconds of this thread's CPU time per frame, so the figure does not
    /// depend on how many other processes share the two cores.
    private static func measureFrames(_ frames: Int) -> Figure {
        let canvas = MemoryCanvas(size: Size(width: 200, height: 60))
        var table = Table(columns: columns, rows: rows())
        let start = threadCPUNanoseconds()
        var checksum = 0
        for frame in 0..<frames {
            canvas.clear()
            table.selectedRow = (frame * 7) % table.rows.count
            table.scrollOffset = table.draw(in: canvas.bounds, on: canvas)
            checksum &+= table.scrollOffset &+ canvas.cell(at: Point(x: 8, y: 1)).text.utf8.count
        }
        let elapsed = threadCPUNanoseconds() - start
        return Figure(value: Double(elapsed) / Double(frames) / 1_000, unit: "µs/frame", checksum: checksum)
    }

    /// This thread's CPU time so far, in nanoseconds.
    static func threadCPUNanoseconds() -> Int {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return time.tv_sec * 1_000_000_000 + time.tv_nsec
    }

    static let columns = [
        TableColumn("코드", width: .fixed(6)),
        TableColumn("종목명", width: .flexible(weight: 2, minimum: 12)),
        TableColumn("현재가", width: .fixed(10), alignment: .right),
        TableColumn("전일대비", width: .fixed(9), alignment: .right),
        TableColumn("등락률", width: .fixed(8), alignment: .right, sortDirection: .descending),
        TableColumn("거래량", width: .flexible(weight: 1, minimum: 10), alignment: .right),
        TableColumn("고가", width: .fixed(10), alignment: .right),
        TableColumn("저가", width: .fixed(10), alignment: .right),
    ]

    private static let names = [
        "삼성전자", "SK하이닉스", "LG에너지솔루션", "NAVER", "카카오", "현대차", "기아", "POSCO홀딩스",
        "KB금융", "신한지주", "셀트리온", "삼성바이오로직스", "LG화학", "삼성SDI", "카카오뱅크", "HMM",
        "한국전력", "SK텔레콤", "KT&G", "엔씨소프트", "Samsung Electronics Pref", "크래프톤", "하이브", "CJ제일제당",
    ]

    /// Deterministic rows: mixed names, prices and changes with Korean colours (red up, blue down).
    static func rows() -> [TableRow] {
        (0..<200).map { index in
            let price = 10_000 + (index * 7_919) % 500_000
            let change = (index * 37) % 2_001 - 1_000
            let sign = change > 0 ? "+" : ""
            let style = change > 0 ? Style(foreground: .red) : change < 0 ? Style(foreground: .blue) : .plain
            let rate = Double(change) / Double(price) * 100
            let rateText = sign + String(Int(rate * 100) / 100) + "." + String(abs(Int(rate * 100)) % 100)
            return TableRow(
                [
                    TableCell(String(100_000 + index * 37).suffix(6).description),
                    TableCell(names[index % names.count] + (index < names.count ? "" : " \(index / names.count)")),
                    TableCell(grouped(price), style: style),
                    TableCell(sign + grouped(change), style: style),
                    TableCell(rateText + "%", style: style),
                    TableCell(grouped(index * 12_345 % 9_999_999)),
                    TableCell(grouped(price + 500), style: Style(foreground: .red)),
                    TableCell(grouped(price - 500), style: Style(foreground: .blue)),
                ],
                style: index % 17 == 0 ? Style(dim: true) : .plain
            )
        }
    }

    /// `1234567` → `"1,234,567"`.
    private static func grouped(_ value: Int) -> String {
        let digits = String(abs(value))
        var result = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0, (digits.count - offset) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return value < 0 ? "-" + result : result
    }
}
