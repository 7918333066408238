// Frame time through the curses screen (its escape sequences written to /dev/null), and the idle CPU of tui-demo running in tmux.

import CursesBackend
import Foundation
import Glibc
import TUICore
import Widgets

/// Terminal benchmarks: the table frame of `TableRenderWorkloads` drawn through the curses screen (on /dev/null),
/// and the CPU an idle full-screen program uses.
enum CursesFrameWorkloads {
    static let all: [Workload] = [
        Workload(
            id: "table-frame-curses",
            title: "Table frame: 200 rows × 8 columns, Korean/ASCII, 200×60 through the curses screen to /dev/null (draw + present; thread CPU time)",
            goal: "≤ 500 µs per frame",
            measure: { measureCursesFrames(500, clock: TableRenderWorkloads.threadCPUNanoseconds) }
        ),
        Workload(
            id: "table-frame-curses-wall",
            title: "Table frame: the same through the curses screen (draw + present; wall-clock time)",
            goal: "≤ 500 µs per frame",
            measure: { measureCursesFrames(500, clock: wallNanoseconds) }
        ),
        Workload(
            id: "tui-idle-cpu",
            title: "Idle CPU of tui-demo in tmux over 10 s (/proc utime+stime)",
            goal: "≤ 0.2 % of a core",
            runs: 1,
            warmUp: false,
            measure: { IdleCPUProbe.measure(seconds: 10) }
        ),
    ]

    /// Clears, draws the table and refreshes `frames` times, moving the selection each frame so the table
    /// scrolls and every row changes (the worst case: the whole screen is rewritten); reports
    /// microseconds per frame on `clock` (nanoseconds): this thread's CPU time, as `TableRenderWorkloads`
    /// reports, or the wall clock, which also counts time the thread waited for a core.
    private static func measureCursesFrames(_ frames: Int, clock: () -> Int) -> Figure {
        guard let screen = try? CursesScreen.headless(size: Size(width: 200, height: 60)) else {
            fatalError("headless curses screen could not start")
        }
        defer { screen.close() }
        let canvas = screen.canvas
        var table = Table(columns: TableRenderWorkloads.columns, rows: TableRenderWorkloads.rows())
        let start = clock()
        var checksum = 0
        for frame in 0..<frames {
            canvas.clear()
            table.selectedRow = (frame * 7) % table.rows.count
            table.scrollOffset = table.draw(in: canvas.bounds, on: canvas)
            screen.present()
            checksum &+= table.scrollOffset
        }
        let elapsed = clock() - start
        return Figure(value: Double(elapsed) / Double(frames) / 1_000, unit: "µs/frame", checksum: checksum)
    }

    /// The monotonic wall clock, in nanoseconds.
    private static func wallNanoseconds() -> Int {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return time.tv_sec * 1_000_000_000 + time.tv_nsec
    }
}
