// Benchmark: Enter on the order review to KIS's acknowledgement on the terminal, a paper account on the fake server.

import Foundation
import Glibc

/// Runs the release `stockwatch --feed kis` with `trading = "paper"` on a 160×40 pseudo-terminal against
/// the tests' fake KIS server (loopback), and places `orders` limit buys through the ticket as a user
/// does (b, the order, Enter, Tab). Each order's latency runs from writing the Enter that sends it to the
/// read of the terminal output holding its order number (only the acknowledgement shows it): the view
/// models, the journal's flushed line, the limiter, order-cash over a fresh connection, the screen.
/// Orders are 1.5 s apart, so the account read each acknowledgement starts has passed KIS's paper pace.
/// The check prices from the streamed quote (the fake's trade records follow its order clock, so they are
/// fresh), spending no request; the rows reading the review 1.2 s first, as a person does, and sending at
/// once differ by what else took the paper key's slots (one request a second, 0.9/s with the margin) just
/// before Send: the previous acknowledgement's account read, the index polls.
enum OrderAcknowledgementWorkloads {
    static let all: [Workload] = [
        row(
            id: "order-ack-p50",
            title: "Enter on the order review (read 1.2 s) → KIS's acknowledgement on the terminal, paper, fake KIS on loopback, 20 orders, median (ms)",
            goal: "—", readingSeconds: 1.2, fraction: 0.50
        ),
        row(id: "order-ack-p99", title: "the same, 99th percentile (ms)", goal: "≤ 100 ms", readingSeconds: 1.2, fraction: 0.99),
        row(
            id: "order-ack-at-once-p50", title: "the same, Send pressed the moment the review shows, median (ms)", goal: "—", readingSeconds: 0,
            fraction: 0.50
        ),
        row(
            id: "order-ack-at-once-p99",
            title: "the same, Send pressed the moment the review shows: an order may wait for the paper key's next request slot, p99 (ms)",
            goal: "— (KIS's paper pace, 0.9 requests/s)", readingSeconds: 0, fraction: 0.99
        ),
    ]

    /// One row: the latency at `fraction` of 20 orders, each review read `readingSeconds` before Send.
    private static func row(id: String, title: String, goal: String, readingSeconds: Double, fraction: Double) -> Workload {
        Workload(id: id, title: title, goal: goal, runs: 1, warmUp: false) {
            let latencies = measure(readingSeconds: readingSeconds)
            return Figure(value: latencies.percentile(fraction), unit: "ms", checksum: latencies.count)
        }
    }

    private static let orders = 20
    private static let clock = "2026-12-07T10:00"
    private static let appKey = "bench-order-app"

    /// Each order's latency in ms, sorted (an order never acknowledged counts as infinite), the review read
    /// `readingSeconds` before Tab and Enter.
    static func measure(readingSeconds: Double) -> [Double] {
        let server = FakeKISServerProcess()
        defer { server.stop() }
        _ = server.send(["cmd": "order_clock", "start": clock])
        _ = server.send(["cmd": "account", "app_key": appKey, "account": "50123456-01", "holdings": 3, "cash": 100_000_000])
        let folder = server.makeDataFolder(named: "order-bench")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let terminal = PseudoTerminal.paperAccountApp(
            on: server, folder: folder, appKey: appKey, configuration: "\"trading\": \"paper\"", rows: 40, arguments: ["--clock", clock]
        )
        defer {
            terminal.type("q")
            _ = terminal.waitForExit(seconds: 5)
        }
        guard terminal.waitFor("272,250", after: 0, seconds: 20) != nil else { fatalError("stockwatch showed no price from the fake server") }
        var latencies: [Double] = []
        for index in 0..<orders {
            // A fresh trade, so the ticket never finds the price stale.
            _ = server.send(["cmd": "ws_trade", "code": "005930", "price": "272250"])
            let opened = PseudoTerminal.monotonicNanoseconds()
            terminal.type("b")
            guard terminal.waitFor("Quantity", after: opened, seconds: 5) != nil else { fatalError("b opened no ticket") }
            let typed = PseudoTerminal.monotonicNanoseconds()
            terminal.type("1 @ 272,000\r")
            // The first check reads the account, behind the quotes and indices in KIS's paper pace.
            guard terminal.waitFor("after:", after: typed, seconds: 20) != nil else { fatalError("Enter opened no review") }
            usleep(UInt32(readingSeconds * 1e6))
            let focused = PseudoTerminal.monotonicNanoseconds()
            terminal.type("\t")
            // The focus marks move: "<" after Send (the bracket itself stays, so ncurses writes the mark alone).
            guard terminal.waitFor("<", after: focused, seconds: 5) != nil else { fatalError("Tab moved no focus") }
            let number = String(format: "%010d", 1001 + index)
            let sent = PseudoTerminal.monotonicNanoseconds()
            terminal.type("\r")
            let shown = terminal.waitFor(number, after: sent, seconds: 5)
            latencies.append(shown.map { Double($0 - sent) / 1e6 } ?? .infinity)
            usleep(1_500_000)
        }
        return latencies.sorted()
    }
}
