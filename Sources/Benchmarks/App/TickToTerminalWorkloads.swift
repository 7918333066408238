// Benchmark: a KIS trade frame on the WebSocket to the frame on the terminal, through the whole release app.

import Foundation
import Glibc

/// Runs the release `stockwatch --feed kis` on a 200×60 pseudo-terminal against the tests' fake KIS
/// server, a 41-stock watchlist all registered on the real-time socket, while the server sends 41 codes
/// × 10 trades a second for 10 s, on KRX's stream or the unified one (`Stream`: the same workload on another
/// account). The first code's prices are ones that cannot appear on screen otherwise (`PROBE_PRICES` in
/// the server), so the latency of each probe trade is the time from the
/// server's send (loopback: the app reads it within microseconds) to the read of the terminal output
/// chunk that completes its new price text. The whole path is the app's own: libwebsockets, the record
/// decoder, the session and repository, the use cases, the view model's frame pacing, the screen, the terminal writer.
enum TickToTerminalWorkloads {
    static let all: [Workload] = Stream.allCases.flatMap(workloads)

    /// Which trade stream a run puts the 41 rows on: KRX's (H0STCNT0, a paper account) or the unified price
    /// (H0UNCNT0, a real account with the default venue, the fake saying Nextrade trades every row's stock).
    enum Stream: CaseIterable {
        case krx, unified

        /// The rows' id prefix.
        var id: String { self == .krx ? "tick-terminal" : "tick-terminal-unified" }
        /// The words a row's title names it by.
        var words: String { self == .krx ? "KIS trade frame (H0STCNT0, paper account)" : "KIS unified trade frame (H0UNCNT0, real account, venue unified)" }
        /// config.json's `kis_account`.
        var account: String { self == .krx ? "paper" : "real" }
        /// The transaction every code must be registered with before the stream starts.
        var transaction: String { self == .krx ? "H0STCNT0" : "H0UNCNT0" }
    }

    /// The median, the 99th percentile and the CPU rows of `stream`, each from runs of its own.
    private static func workloads(_ stream: Stream) -> [Workload] {
        let rows: [(suffix: String, title: String, goal: String, figure: @Sendable (Run) -> Figure)] = [
            ("-p50", stream.words + " sent → its price written to the terminal, 41 codes × 10 trades/s for 10 s, 200×60 pty, median (ms)", "—",
             { Figure(value: $0.percentile(0.50), unit: "ms", checksum: $0.checksum) }),
            ("-p99", "the same run, 99th percentile of the probe trades' latency (ms)", "≤ 20 ms",
             { Figure(value: $0.percentile(0.99), unit: "ms", checksum: $0.checksum) }),
            ("-cpu", "the same run, CPU of the stockwatch process while the trades stream (utime + stime from /proc)", "≤ 3 % of a core",
             { Figure(value: $0.cpuPercent, unit: "% of a core", checksum: $0.checksum) }),
        ]
        return rows.map { row in
            Workload(id: stream.id + row.suffix, title: row.title, goal: row.goal, runs: 3, warmUp: false, measure: { row.figure(measure(stream)) })
        }
    }

    /// One streamed run: each probe trade's latency in ms (sorted), the app's CPU while streaming, and
    /// how many probes never showed.
    struct Run {
        let latencies: [Double]
        let missing: Int
        let cpuPercent: Double

        /// The latency at `fraction` (0.5 median, 0.99 p99); a missing probe counts as slower than all.
        func percentile(_ fraction: Double) -> Double {
            let all = latencies + Array(repeating: Double.infinity, count: missing)
            guard !all.isEmpty else { return .infinity }
            return all[min(all.count - 1, Int((Double(all.count) * fraction).rounded(.up)) - 1)]
        }

        /// Probes measured, and a thousand times those that never showed.
        var checksum: Int { latencies.count + 1_000 * missing }
    }

    private static let codes = 41
    private static let tradesPerCodePerSecond = 10
    private static let streamSeconds = 10
    /// How many probe prices the server cycles through (`PROBE_PRICES`).
    private static let cycle = 9

    static func measure(_ stream: Stream) -> Run {
        let server = FakeKISServerProcess()
        defer { server.stop() }
        let folder = server.makeDataFolder(named: "tick-bench", account: stream.account)
        // On the unified stream Nextrade trades the synthetic stocks too, so the real account moves every row
        // to H0UNCNT0 once it has asked KIS (search-stock-info, 5 s after the start).
        for index in 0..<codes where stream == .unified {
            _ = server.send(["cmd": "nxt_listed", "code": String(format: "Q%05d", index)])
        }
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let terminal = PseudoTerminal(
            columns: 200, rows: 60,
            arguments: [ChildCommand.siblingBinary("stockwatch"), "--data-dir", folder + "/data", "--synthetic-watchlist", String(codes)],
            environment: [
                "TERM=xterm-256color", "LANG=C.UTF-8", "SWIFT_BACKTRACE=enable=no", "HOME=" + folder,
                "XDG_CACHE_HOME=" + folder + "/cache", "XDG_CONFIG_HOME=" + folder + "/config",
                "KIS_APP_KEY=bench-app", "KIS_APP_SECRET=bench-app-secret",
            ]
        )
        guard waitForRegistrations(of: stream.transaction, on: server) else {
            terminal.type("q")
            _ = terminal.waitForExit(seconds: 5)
            fatalError("stockwatch did not register \(codes) codes with \(stream.transaction) on the fake server's socket")
        }
        usleep(1_000_000)
        let cpuBefore = terminal.cpuSeconds()
        let start = PseudoTerminal.monotonicNanoseconds()
        let answer = server.send(["cmd": "ws_stream", "rate": tradesPerCodePerSecond, "seconds": streamSeconds])
        let cpu = terminal.cpuSeconds() - cpuBefore
        let elapsed = Double(PseudoTerminal.monotonicNanoseconds() - start) / 1e9
        usleep(300_000)
        let output = terminal.output()
        terminal.type("q")
        _ = terminal.waitForExit(seconds: 5)
        guard let probes = answer["probe"] as? [[Any]] else { fatalError("ws_stream answered \(answer)") }
        let sends = probes.compactMap { ($0[0] as? NSNumber)?.uint64Value }
        let texts = probes.compactMap { ($0[1] as? String).map(priceText) }
        // When a probe trade was shown (its own text, before its price comes round again), or nil.
        let shown: [UInt64?] = sends.indices.map { index in
            firstShown(texts[index], after: sends[index], before: index + cycle < sends.count ? sends[index + cycle] : .max, in: output)
        }
        var latencies: [Double] = []
        var missing = 0
        // A trade superseded before a frame showed it reaches the terminal with the first later one shown.
        for index in sends.indices {
            guard let reached = shown[index...].compactMap({ $0 }).min() else {
                missing += 1
                continue
            }
            latencies.append(Double(reached - sends[index]) / 1e6)
        }
        return Run(latencies: latencies.sorted(), missing: missing, cpuPercent: cpu / elapsed * 100)
    }

    /// Polls the server until one open session holds every code of the watchlist, each registered with
    /// `transaction` (at most 30 s).
    private static func waitForRegistrations(of transaction: String, on server: FakeKISServerProcess) -> Bool {
        for _ in 0..<300 {
            let sessions = server.send(["cmd": "ws_sessions"])["sessions"] as? [[String: Any]] ?? []
            if sessions.contains(where: { session in
                let trades = session["trades"] as? [String: String] ?? [:]
                return (session["open"] as? Bool) == true && trades.count == codes && trades.values.allSatisfy { $0 == transaction }
            }) { return true }
            usleep(100_000)
        }
        return false
    }

    /// The first five characters of the price as the watchlist shows it ("210500" → "210,5"): the part
    /// that differs from any other probe price, which the screen therefore writes out whole (an unchanged comma between changed digits is written through).
    private static func priceText(_ price: String) -> [UInt8] {
        Array((price.dropLast(3) + "," + price.suffix(3)).prefix(5).utf8)
    }

    /// The read time of the chunk that completes the first occurrence of `text` among the chunks read
    /// after `sent`, or nil when it does not appear before `limit`.
    private static func firstShown(_ text: [UInt8], after sent: UInt64, before limit: UInt64, in output: (bytes: [UInt8], chunks: [PseudoTerminal.Chunk])) -> UInt64? {
        guard let first = output.chunks.firstIndex(where: { $0.monotonicNanoseconds >= sent }) else { return nil }
        let bytes = output.bytes
        var index = output.chunks[first].offset
        while index + text.count <= bytes.count {
            if bytes[index] == text[0], Array(bytes[index..<(index + text.count)]) == text {
                let end = index + text.count - 1
                let time = output.chunks.last { $0.offset <= end }?.monotonicNanoseconds ?? .max
                return time < limit ? time : nil
            }
            index += 1
        }
        return nil
    }
}
