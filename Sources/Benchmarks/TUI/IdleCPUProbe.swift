// Runs tui-demo in a private tmux server and measures the CPU it uses while nobody types.

import Foundation
import Glibc

/// Starts the release `tui-demo` (next to this benchmark's binary) in tmux at 100×30, waits for its
/// first frame, then samples `/proc/<pid>/stat` utime+stime over a window and reports % of one core.
enum IdleCPUProbe {
    static func measure(seconds: Int) -> Figure {
        let demo = ChildCommand.siblingBinary("tui-demo")
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("idle-cpu-\(getpid())").path
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let tmux = ["tmux", "-S", directory + "/tmux.sock", "-f", "/dev/null"]
        defer {
            ChildCommand.run(tmux + ["kill-server"])
            try? FileManager.default.removeItem(atPath: directory)
        }
        let started = ChildCommand.run(tmux + [
            "new-session", "-d", "-x", "100", "-y", "30", "-e", "LANG=C.UTF-8", "-e", "SWIFT_BACKTRACE=enable=no", demo,
        ])
        guard started, waitForFirstFrame(tmux), let pid = Int32(ChildCommand.output(of: tmux + ["display", "-p", "#{pane_pid}"])) else {
            fatalError("tui-demo did not start in tmux")
        }
        let command = (try? String(contentsOfFile: "/proc/\(pid)/comm", encoding: .utf8)) ?? ""
        guard command.hasPrefix("tui-demo") else { fatalError("the pane runs \(command), not tui-demo") }
        let ticksPerSecond = Double(sysconf(Int32(_SC_CLK_TCK)))
        let startTicks = cpuTicks(of: pid)
        let startTime = DispatchTime.now().uptimeNanoseconds
        sleep(UInt32(seconds))
        let ticks = cpuTicks(of: pid) - startTicks
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - startTime) / 1e9
        return Figure(value: Double(ticks) / ticksPerSecond / elapsed * 100, unit: "% of a core", checksum: ticks)
    }

    /// Polls the pane every 50 ms (up to 10 s) until the status bar is drawn.
    private static func waitForFirstFrame(_ tmux: [String]) -> Bool {
        for _ in 0..<200 {
            if ChildCommand.output(of: tmux + ["capture-pane", "-p"]).contains("stocks") { return true }
            usleep(50_000)
        }
        return false
    }

    /// utime + stime of `pid`, in clock ticks (fields 14 and 15 of /proc/<pid>/stat, after the command name).
    private static func cpuTicks(of pid: Int32) -> Int {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let afterName = stat.range(of: ")", options: .backwards)
        else { fatalError("cannot read /proc/\(pid)/stat") }
        let fields = stat[afterName.upperBound...].split(separator: " ")
        return Int(fields[11])! + Int(fields[12])!
    }
}
