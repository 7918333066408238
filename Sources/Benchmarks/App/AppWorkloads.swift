// The app as a whole: the release stockwatch in tmux under load, its start-up time and its memory.

import Foundation
import Glibc

/// Runs the release `stockwatch` (next to this benchmark) in a private tmux server at 100×30 with the
/// diagnostic options, and reads the figures it writes at exit (`--diagnostics-file`): the whole real
/// pipeline — simulated exchange → use case → view model → screen → ncurses — in a real terminal.
enum AppWorkloads {
    static let all: [Workload] = [
        Workload(
            id: "app-fps",
            title: "stockwatch, 200-row watchlist, simulator at 1,000 ticks/s (refresh 0.1 s), 10 s in tmux: frames drawn",
            goal: "≤ 60 fps",
            runs: 3,
            warmUp: false,
            measure: { underLoad().framesPerSecond }
        ),
        Workload(
            id: "app-cpu",
            title: "stockwatch, 200-row watchlist, simulator at 1,000 ticks/s (refresh 0.1 s), 10 s in tmux: CPU of the process",
            goal: "≤ 10 % of a core",
            runs: 3,
            warmUp: false,
            measure: { underLoad().cpu }
        ),
        Workload(
            id: "app-start",
            title: "stockwatch process start (exec) to the first frame with prices, fresh data folder, tmux 100×30",
            goal: "≤ 100 ms",
            measure: startToFirstFrame
        ),
        Workload(
            id: "app-rss",
            title: "stockwatch peak RSS, 1,000-symbol watchlist at 1,000 ticks/s (refresh 0.1 s) for 5 s",
            goal: "≤ 30 MB",
            runs: 3,
            warmUp: false,
            measure: { memory().peak }
        ),
        Workload(
            id: "app-rss-listing",
            title: "stockwatch peak RSS with the full listing (2,773 stocks, simulated) and the default watchlist for 5 s",
            goal: "≤ 25 MB",
            runs: 3,
            warmUp: false,
            measure: listingMemory
        ),
        Workload(
            id: "app-rss-own",
            title: "stockwatch's own memory (RssAnon: no shared libraries) at the end of the same 1,000-symbol run",
            goal: "(the part the app controls)",
            runs: 3,
            warmUp: false,
            measure: { memory().own }
        ),
    ]

    /// Both figures of one 10-second run with 200 rows at 1,000 ticks a second.
    private static func underLoad() -> (framesPerSecond: Figure, cpu: Figure) {
        let figures = run(["--synthetic-watchlist", "200", "--ticks-per-second", "1000", "--refresh", "0.1", "--quit-after", "10"])
        let frames = figures.number("frames")
        let seconds = figures.number("seconds")
        return (
            Figure(value: frames / seconds, unit: "frames/s", checksum: Int(frames)),
            Figure(value: figures.number("cpu_seconds") / seconds * 100, unit: "% of a core", checksum: Int(frames))
        )
    }

    private static func startToFirstFrame() -> Figure {
        let figures = run(["--seed", "1", "--quit-after", "0"])
        let milliseconds = Double(figures.number("first_priced_frame_unix_ns") - figures.number("exec_unix_ns")) / 1e6
        return Figure(value: milliseconds, unit: "ms", checksum: Int(figures.number("frames_total")))
    }

    /// Peak resident memory and the process's own (anonymous) memory of a 5-second run with 1,000 rows.
    private static func memory() -> (peak: Figure, own: Figure) {
        let figures = run(["--synthetic-watchlist", "1000", "--ticks-per-second", "1000", "--refresh", "0.1", "--quit-after", "5"])
        let peak = figures.number("peak_rss_kib")
        let own = figures.number("rss_anon_kib")
        return (Figure(value: peak / 1024, unit: "MB", checksum: Int(peak)), Figure(value: own / 1024, unit: "MB", checksum: Int(own)))
    }

    /// Peak resident memory of a 5-second run on the bundled listing (every stock on the simulated exchange).
    private static func listingMemory() -> Figure {
        let peak = run(["--seed", "1", "--refresh", "0.1", "--quit-after", "5"]).number("peak_rss_kib")
        return Figure(value: peak / 1024, unit: "MB", checksum: Int(peak))
    }

    /// Runs stockwatch with `arguments` (plus a fresh --data-dir and --diagnostics-file) in tmux until it
    /// quits by itself; returns its figures, with `exec_unix_ns`: the wall clock just before the exec.
    private static func run(_ arguments: [String]) -> AppFigures {
        let app = ChildCommand.siblingBinary("stockwatch")
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("app-bench-\(getpid())").path
        try? FileManager.default.removeItem(atPath: directory)
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let tmux = ["tmux", "-S", directory + "/tmux.sock", "-f", "/dev/null"]
        defer {
            ChildCommand.run(tmux + ["kill-server"])
            try? FileManager.default.removeItem(atPath: directory)
        }
        let figuresFile = directory + "/figures.json"
        let startFile = directory + "/exec.ns"
        let command = ([app, "--data-dir", directory + "/data", "--diagnostics-file", figuresFile] + arguments)
            .map { "'" + $0 + "'" }.joined(separator: " ")
        let started = ChildCommand.run(tmux + [
            "new-session", "-d", "-x", "100", "-y", "30", "-e", "LANG=C.UTF-8", "-e", "SWIFT_BACKTRACE=enable=no",
            "date +%s%N > '\(startFile)'; exec \(command)",
        ])
        guard started else { fatalError("tmux did not start") }
        for _ in 0..<1_200 where access(figuresFile, R_OK) != 0 {
            usleep(50_000)
        }
        usleep(50_000)
        guard let data = FileManager.default.contents(atPath: figuresFile),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let exec = (try? String(contentsOfFile: startFile, encoding: .utf8)).flatMap({ Double($0.trimmingCharacters(in: .whitespacesAndNewlines)) })
        else { fatalError("stockwatch wrote no figures (\(figuresFile))") }
        return AppFigures(values: object.compactMapValues { ($0 as? NSNumber)?.doubleValue }.merging(["exec_unix_ns": exec]) { first, _ in first })
    }
}

/// The numbers of one run, by name.
private struct AppFigures {
    let values: [String: Double]

    func number(_ name: String) -> Double {
        guard let value = values[name] else { fatalError("stockwatch's figures lack \(name): \(values)") }
        return value
    }
}
