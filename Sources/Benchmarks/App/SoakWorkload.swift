// The app for an hour under load: does its resident memory keep growing? Run by hand (`make soak`).

import Foundation
import Glibc

/// `app-soak`: stockwatch with a 1,000-symbol watchlist at 1,000 ticks/s in tmux for
/// `STOCKWATCH_SOAK_MINUTES` (default 60), its resident memory read from /proc every
/// `STOCKWATCH_SOAK_SAMPLE_SECONDS` (default 60) and printed to standard error as it goes. The figure is
/// the growth after the first five minutes (warm-up: caches, allocator arenas): the largest sample after
/// minute 5 minus the sample at minute 5. Not part of the default table: it takes an hour.
enum SoakWorkload {
    static let all: [Workload] = [
        Workload(
            id: "app-soak",
            title: "stockwatch, 1,000-symbol watchlist at 1,000 ticks/s for an hour in tmux: RSS growth after the first 5 minutes",
            goal: "≤ 1 MB",
            runs: 1,
            warmUp: false,
            inDefaultRun: false,
            measure: soak
        ),
    ]

    private static func soak() -> Figure {
        let minutes = setting("STOCKWATCH_SOAK_MINUTES", default: 60)
        let sampleSeconds = setting("STOCKWATCH_SOAK_SAMPLE_SECONDS", default: 60)
        let warmUpSeconds = min(300, minutes * 60 / 2)
        let session = AppSession(arguments: [
            "--synthetic-watchlist", "1000", "--ticks-per-second", "1000", "--refresh", "0.1",
            "--quit-after", String(minutes * 60),
        ])
        defer { session.stop() }
        guard let pid = session.pid else { fatalError("stockwatch did not start") }
        var samples: [(seconds: Int, kib: Int)] = []
        let start = DispatchTime.now().uptimeNanoseconds
        var next = 0
        while let kib = residentKiB(of: pid) {
            let elapsed = Int((DispatchTime.now().uptimeNanoseconds - start) / 1_000_000_000)
            if elapsed >= next {
                samples.append((elapsed, kib))
                FileHandle.standardError.write(Data("app-soak: \(elapsed) s  RSS \(kib) KiB\n".utf8))
                next += sampleSeconds
            }
            usleep(200_000)
        }
        let figures = session.figures(waitingSeconds: 10)
        guard let base = samples.last(where: { $0.seconds <= warmUpSeconds }) else { fatalError("no RSS sample") }
        let peakAfter = samples.filter { $0.seconds > warmUpSeconds }.map(\.kib).max() ?? base.kib
        return Figure(value: Double(peakAfter - base.kib) / 1024, unit: "MB", checksum: Int(figures.number("frames_total")))
    }

    /// VmRSS of `pid` in KiB, or nil once the process has gone.
    static func residentKiB(of pid: pid_t) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return nil }
        return status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") }
            .flatMap { Int($0.split(separator: " ", omittingEmptySubsequences: true)[1]) }
    }

    private static func setting(_ name: String, default value: Int) -> Int {
        ProcessInfo.processInfo.environment[name].flatMap(Int.init) ?? value
    }
}
