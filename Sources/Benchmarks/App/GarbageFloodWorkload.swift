// The kis feed under a flood of garbage frames: does the app's resident memory stay flat?

import Foundation
import Glibc

/// `garbage-flood-rss`: stockwatch on the fake KIS server's socket while the server sends 1,000 frames a
/// second that are neither records nor JSON, for `STOCKWATCH_GARBAGE_SECONDS` (default 60; the goal's
/// full run is 600). RSS is read from /proc every second; the figure is the growth after the first 10 s
/// (warm-up: allocator arenas, the first frames): the largest later sample minus the one at 10 s.
enum GarbageFloodWorkload {
    static let all: [Workload] = [
        Workload(
            id: "garbage-flood-rss",
            title: "stockwatch --feed kis, 1,000 garbage frames/s on its socket (60 s; STOCKWATCH_GARBAGE_SECONDS=600 for 10 min): RSS growth after 10 s",
            goal: "≤ 1 MB",
            runs: 1,
            warmUp: false,
            measure: flood
        ),
    ]

    private static let framesPerSecond = 1_000
    private static let warmUpSeconds = 10

    private static func flood() -> Figure {
        let seconds = ProcessInfo.processInfo.environment["STOCKWATCH_GARBAGE_SECONDS"].flatMap(Int.init) ?? 60
        let server = FakeKISServerProcess()
        defer { server.stop() }
        let folder = server.makeDataFolder(named: "garbage-bench")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let terminal = PseudoTerminal(
            columns: 160, rows: 40,
            arguments: [ChildCommand.siblingBinary("stockwatch"), "--data-dir", folder + "/data", "--synthetic-watchlist", "20"],
            environment: [
                "TERM=xterm-256color", "LANG=C.UTF-8", "SWIFT_BACKTRACE=enable=no", "HOME=" + folder,
                "KIS_APP_KEY=garbage-app", "KIS_APP_SECRET=garbage-app-secret",
            ]
        )
        defer {
            terminal.type("q")
            _ = terminal.waitForExit(seconds: 5)
        }
        guard waitForOpenSession(on: server) else { fatalError("stockwatch opened no socket on the fake server") }
        let answer = server.send(["cmd": "ws_garbage_stream", "rate": framesPerSecond, "seconds": seconds])
        guard let frames = answer["started"] as? Int else { fatalError("ws_garbage_stream answered \(answer)") }
        var samples: [(seconds: Int, kib: Int)] = []
        let start = PseudoTerminal.monotonicNanoseconds()
        var elapsed = 0
        while elapsed <= seconds {
            if samples.last?.seconds != elapsed, let kib = SoakWorkload.residentKiB(of: terminal.pid) { samples.append((elapsed, kib)) }
            usleep(100_000)
            elapsed = Int((PseudoTerminal.monotonicNanoseconds() - start) / 1_000_000_000)
        }
        guard let base = samples.last(where: { $0.seconds <= warmUpSeconds }) else { fatalError("no RSS sample") }
        let peakAfter = samples.filter { $0.seconds > warmUpSeconds }.map(\.kib).max() ?? base.kib
        FileHandle.standardError.write(Data("garbage-flood-rss: \(frames) frames in \(seconds) s; RSS \(base.kib) KiB at \(base.seconds) s, peak after \(peakAfter) KiB\n".utf8))
        return Figure(value: Double(peakAfter - base.kib) / 1024, unit: "MB", checksum: frames)
    }

    /// Polls until the app has an open session on the fake server (at most 20 s).
    private static func waitForOpenSession(on server: FakeKISServerProcess) -> Bool {
        for _ in 0..<200 {
            let sessions = server.send(["cmd": "ws_sessions"])["sessions"] as? [[String: Any]] ?? []
            if sessions.contains(where: { ($0["open"] as? Bool) == true && (($0["codes"] as? [Any])?.isEmpty == false) }) { return true }
            usleep(100_000)
        }
        return false
    }
}
