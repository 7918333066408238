// Runs tui-demo in a private tmux server and measures the CPU it uses while nobody types.

import Foundation
import Glibc

/// Starts the release `tui-demo` (next to this benchmark's binary) in tmux at 100×30, waits for its
/// first frame, then samples `/proc/<pid>/stat` utime+stime over a window and reports % of one core.
enum IdleCPUProbe {
    static func measure(seconds: Int) -> Figure {
        let binDirectory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().path
        let demo = binDirectory + "/tui-demo"
        guard access(demo, X_OK) == 0 else { fatalError("\(demo) is missing: build it with -c release first") }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("idle-cpu-\(getpid())").path
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let tmux = ["tmux", "-S", directory + "/tmux.sock", "-f", "/dev/null"]
        defer {
            _ = run(tmux + ["kill-server"])
            try? FileManager.default.removeItem(atPath: directory)
        }
        let started = run(tmux + [
            "new-session", "-d", "-x", "100", "-y", "30", "-e", "LANG=C.UTF-8", "-e", "SWIFT_BACKTRACE=enable=no", demo,
        ])
        guard started, waitForFirstFrame(tmux), let pid = Int32(output(of: tmux + ["display", "-p", "#{pane_pid}"])) else {
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
            if output(of: tmux + ["capture-pane", "-p"]).contains("stocks") { return true }
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

    /// Runs a command with posix_spawnp and waits for it (Foundation's Process hangs once tmux forks its server).
    private static func run(_ arguments: [String]) -> Bool {
        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        guard posix_spawnp(&pid, arguments[0], nil, nil, argv, environ) == 0 else { return false }
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        return status == 0
    }

    /// A command's standard output, trimmed (via popen).
    private static func output(of arguments: [String]) -> String {
        let command = arguments.map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }.joined(separator: " ")
        guard let pipe = popen(command, "r") else { return "" }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = fread(&buffer, 1, buffer.count, pipe)
            if count == 0 { break }
            bytes += buffer[0..<count]
        }
        pclose(pipe)
        return String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
