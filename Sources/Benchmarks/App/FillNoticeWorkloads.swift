// Benchmark: a KIS execution notice (H0STCNI0/H0STCNI9) pushed by the fake server to the Account view's fill line on the terminal.

import Foundation
import Glibc

/// Runs the release `stockwatch --feed kis` on a paper account with an HTS ID, on a 160×70 pseudo-terminal
/// against the tests' fake KIS server (loopback), opens the Account view (`$`), and has the fake fill 20
/// buys of 005930 on the notice stream, one a second (`account_fill`: the account moves and an encrypted
/// notice goes out). Each fill's latency runs from the fake's send of the notice frame (CLOCK_MONOTONIC)
/// to the read of the terminal output holding its fill line: the socket read, the AES decryption, the
/// account model, the view model, the screen. Each fill's quantity and the first four digits of its price
/// differ from the previous one's, so the row that changes is written out, not only a digit of it.
enum FillNoticeWorkloads {
    static let all: [Workload] = [
        row(
            id: "fill-notice-p50",
            title: "KIS execution notice pushed → the Account view's fill line on the terminal, paper, fake KIS on loopback, 20 fills, median (ms)",
            goal: "—", fraction: 0.50
        ),
        row(id: "fill-notice-p99", title: "the same, 99th percentile (ms)", goal: "≤ 50 ms", fraction: 0.99),
    ]

    /// One row: the latency at `fraction` of the 20 fills.
    private static func row(id: String, title: String, goal: String, fraction: Double) -> Workload {
        Workload(id: id, title: title, goal: goal, runs: 1, warmUp: false) {
            let latencies = measure()
            return Figure(value: latencies.percentile(fraction), unit: "ms", checksum: latencies.count)
        }
    }

    private static let appKey = "bench-fill-app"
    private static let htsID = "benchhts"
    /// Within 005930's limits on the fake (base 272,000), on its 500-won grid; each differs from the one
    /// before in its first four digits.
    private static let prices = [
        213_500, 324_000, 235_500, 342_000, 251_500, 303_000, 216_500, 320_000, 248_500, 331_000,
        205_500, 317_000, 229_500, 340_000, 257_500, 312_000, 226_500, 345_000, 238_500, 301_000,
    ]

    /// Each fill's latency in ms (a fill never shown counts as infinite).
    static func measure() -> [Double] {
        let server = FakeKISServerProcess()
        defer { server.stop() }
        _ = server.send(["cmd": "account", "app_key": appKey, "account": "50123456-01", "holdings": 3, "cash": 1_000_000_000])
        let folder = server.makeDataFolder(named: "fill-bench")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let terminal = PseudoTerminal.paperAccountApp(
            on: server, folder: folder, appKey: appKey, configuration: "\"kis_hts_id\": \"\(htsID)\"", rows: 70
        )
        defer {
            terminal.type("q")
            _ = terminal.waitForExit(seconds: 5)
        }
        terminal.openAccountView()
        guard waitForNoticeRegistration(on: server) else { fatalError("the app registered no execution notices") }
        var latencies: [Double] = []
        for (index, price) in prices.enumerated() {
            let quantity = index % 9 + 1
            let answer = server.send([
                "cmd": "account_fill", "app_key": appKey, "hts_id": htsID, "code": "005930", "side": "buy", "quantity": quantity, "price": price,
            ])
            guard let sent = (answer["sent_ns"] as? NSNumber)?.uint64Value else { fatalError("the fake sent no notice: \(answer)") }
            // "5 @ 213,5": the last two digits of a price on the 500-won grid may be the previous fill's, so the
            // row's write may stop before them.
            let shown = terminal.waitFor("\(quantity) @ \(price / 1_000),\(price % 1_000 / 100)", after: sent, seconds: 5)
            latencies.append(shown.map { Double($0 - sent) / 1e6 } ?? .infinity)
            usleep(1_000_000)
        }
        return latencies
    }

    /// Polls the fake until a session of the app holds the HTS ID's notice registration (10 s at most).
    private static func waitForNoticeRegistration(on server: FakeKISServerProcess) -> Bool {
        for _ in 0..<200 {
            let sessions = server.send(["cmd": "ws_sessions"])["sessions"] as? [[String: Any]] ?? []
            if sessions.contains(where: { ($0["notice_keys"] as? [String])?.contains(htsID) == true }) { return true }
            usleep(50_000)
        }
        return false
    }
}
