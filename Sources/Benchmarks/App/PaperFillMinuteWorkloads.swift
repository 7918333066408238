// Benchmark: what a minute of 10 fills costs a paper account's request budget (the fake KIS server's request log), and whether quotes keep reaching the screen.

import Foundation
import Glibc
import MarketData

/// Runs the release `stockwatch --feed kis` on a paper account with an HTS ID (`--clock` a Monday 10:00 KST,
/// so KRX trades whatever the hour of the run) with a watchlist of 40 codes, on a 160×70 pseudo-terminal
/// against the tests' fake KIS server, which holds the app key to KIS's paper limit (`rate_limit`, 1 request
/// a second: a call closer to the one before is refused with EGW00201). With the Account view open and the
/// start-up's reads over, the fake fills 10 buys of 005930 in one minute, one every 6 s (`account_fill`: the
/// account moves and an encrypted notice goes out), and the workload counts, in the fake's request log, the
/// REST calls that arrived in that minute: the account's (every path under `/trading/`: inquire-balance,
/// inquire-daily-ccld, inquire-psbl-order, …) and the quotes' (inquire-price, intstock-multprice,
/// inquire-index-price). The 40 codes all hold a socket registration (with the notices', KIS's 41), so after
/// the start-up REST prices none of them: their quotes flow on the socket. To see them flow, every second
/// of the minute the fake sends a trade of 000660 (a holding: its price is on the Account view) at a price
/// not shown the second before, and the workload times each to the terminal. The breakdown by path and
/// the trades' latencies go to standard error.
enum PaperFillMinuteWorkloads {
    static let all: [Workload] = [
        Workload(
            id: "account-calls-per-minute",
            title: "paper key (1 request/s), 40 watched codes, the Account view open, 10 fills in one minute (one each 6 s), fake KIS on loopback: REST account calls in that minute (checksum: calls refused for the pace)",
            goal: "≤ 12", runs: 1, warmUp: false
        ) {
            let minute = measure()
            return Figure(value: Double(minute.accountCalls), unit: "calls", checksum: minute.refusedCalls)
        },
        Workload(
            id: "quotes-during-fills",
            title: "a minute run the same way (its own child process): the slowest of 60 socket trades of 000660 (one a second) to reach the terminal (checksum: REST quote and index calls answered in the minute)",
            goal: "every trade shown (< 2 s)", runs: 1, warmUp: false
        ) {
            let minute = measure()
            return Figure(value: minute.slowestTrade, unit: "ms", checksum: minute.quoteCalls)
        },
    ]

    /// The figures of one minute of fills.
    struct Minute {
        /// REST calls under `/trading/` (the account's reads; no order is placed).
        let accountCalls: Int
        /// REST quote and index calls the fake answered (not refused).
        let quoteCalls: Int
        /// Calls of the minute the fake refused for the pace (EGW00201): the app must pace itself below it.
        let refusedCalls: Int
        /// The slowest socket trade's time to the terminal, ms (infinite when one was not shown within 2 s).
        let slowestTrade: Double
    }

    private static let appKey = "bench-paper-minute"
    private static let htsID = "benchhts"
    private static let clock = "2026-12-07T10:00"
    private static let accountPath = "/uapi/domestic-stock/v1/trading/"
    private static let quotePaths: Set<String> = [
        "/uapi/domestic-stock/v1/quotations/inquire-price", "/uapi/domestic-stock/v1/quotations/intstock-multprice",
        "/uapi/domestic-stock/v1/quotations/inquire-index-price",
    ]
    /// The probe code (000660: within its limits, 78,100–144,700, on its 100-won grid); each price differs
    /// from the one before (the last from the first too) in each of its first three digits, so the terminal
    /// is sent its "NN,N" whole; a price comes back only after 10 s.
    private static let probeCode = "000660"
    private static let probePrices = [81_200, 92_300, 83_400, 94_500, 85_600, 96_700, 87_800, 98_900, 89_100, 90_300]

    /// The fake's four priced stocks and the first 36 other stocks of the shipped listing (priced by `any_code`).
    private static func watchedCodes() -> [String] {
        guard let catalog = try? BundledStockCatalog() else { fatalError("the bundled listing does not parse") }
        let known = ["005930", "000660", "035420", "035720"]
        return known + catalog.allStocks().map(\.code.rawValue).filter { !known.contains($0) }.prefix(36)
    }

    static func measure() -> Minute {
        let server = FakeKISServerProcess()
        defer { server.stop() }
        let codes = watchedCodes()
        for command: [String: Any] in [
            ["cmd": "order_clock", "start": clock], ["cmd": "any_code", "priced": true], ["cmd": "paper_key", "app_key": appKey],
            ["cmd": "rate_limit", "app_key": appKey, "per_second": 1],
            ["cmd": "account", "app_key": appKey, "account": "50123456-01", "holdings": 3, "cash": 1_000_000_000],
        ] {
            _ = server.send(command)
        }
        let folder = server.makeDataFolder(named: "paper-minute-bench")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let terminal = PseudoTerminal.paperAccountApp(
            on: server, folder: folder, appKey: appKey, configuration: "\"kis_hts_id\": \"\(htsID)\"", rows: 70,
            arguments: ["--clock", clock], codes: codes
        )
        defer {
            terminal.type("q")
            _ = terminal.waitForExit(seconds: 5)
        }
        let opened = terminal.openAccountView()
        guard waitForSocket(on: server, codes: codes.count) else { fatalError("the app did not register its codes and the notices") }
        // The Account view's opening read began more than `KISAccountRepository.fillReadGap` (20 s) ago, so the
        // first fill's balance read goes at once.
        sleep(until: opened + 22_000_000_000)
        guard waitForQuotePassEnd(on: server) else { fatalError("the app's start-up quote reads never ended") }
        let start = Date().timeIntervalSince1970
        let startNanoseconds = PseudoTerminal.monotonicNanoseconds()
        var trades: [(sent: UInt64, text: String)] = []
        for second in 0..<60 {
            if second % 6 == 0 {
                let answer = server.send([
                    "cmd": "account_fill", "app_key": appKey, "hts_id": htsID, "code": "005930", "side": "buy", "quantity": second / 6 + 1, "price": 272_000,
                ])
                guard (answer["sent"] as? Int) == 1 else { fatalError("the fake sent no notice: \(answer)") }
            }
            let price = probePrices[second % probePrices.count]
            trades.append((PseudoTerminal.monotonicNanoseconds(), "\(price / 1_000),\(price % 1_000 / 100)"))
            _ = server.send(["cmd": "ws_trade", "code": probeCode, "price": String(price)])
            sleep(until: startNanoseconds + UInt64(second + 1) * 1_000_000_000)
        }
        let requests = (server.send(["cmd": "requests", "app_key": appKey])["requests"] as? [[String: Any]] ?? []).filter {
            (($0["at"] as? NSNumber)?.doubleValue).map { $0 >= start && $0 < start + 60 } ?? false
        }
        sleep(until: PseudoTerminal.monotonicNanoseconds() + 2_000_000_000)
        // Within 2 s of its send, before its price comes round again.
        let latencies = trades.map { trade in
            terminal.firstShown(trade.text, after: trade.sent).map { Double($0 - trade.sent) / 1e6 }.flatMap { $0 < 2_000 ? $0 : nil } ?? .infinity
        }
        return count(requests, from: start, latencies: latencies)
    }

    /// Sleeps until CLOCK_MONOTONIC reads `nanoseconds` (returns at once when it is past).
    private static func sleep(until nanoseconds: UInt64) {
        let now = PseudoTerminal.monotonicNanoseconds()
        if nanoseconds > now { usleep(UInt32((nanoseconds - now) / 1_000)) }
    }

    /// The minute's figures from its requests (the fake's records) and the trades' latencies; on standard
    /// error the breakdown by path, when (seconds after the first fill) each account call came, and the trades.
    private static func count(_ requests: [[String: Any]], from start: Double, latencies: [Double]) -> Minute {
        var byPath: [String: Int] = [:]
        var accountTimes: [String] = []
        var account = 0, quotes = 0, refused = 0
        for request in requests {
            guard let path = request["path"] as? String else { continue }
            let isRefused = (request["refused"] as? Bool) == true
            byPath[path.replacingOccurrences(of: "/uapi/domestic-stock/v1/", with: "") + (isRefused ? " (refused)" : ""), default: 0] += 1
            if isRefused { refused += 1 }
            if path.hasPrefix(accountPath) {
                account += 1
                accountTimes.append(String(format: "%.1f", ((request["at"] as? NSNumber)?.doubleValue ?? start) - start))
            }
            if quotePaths.contains(path), !isRefused { quotes += 1 }
        }
        let breakdown = byPath.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
        let sorted = latencies.sorted()
        let trades = String(
            format: "%d of %d shown, median %.0f ms, slowest %.0f ms, %d after more than 100 ms",
            sorted.filter(\.isFinite).count, sorted.count, sorted.percentile(0.5), sorted.last ?? .infinity, sorted.filter { $0 > 100 }.count
        )
        FileHandle.standardError.write(Data(
            "\(requests.count) REST calls in the minute: \(breakdown); account calls at \(accountTimes.joined(separator: ", ")) s; socket trades: \(trades)\n".utf8
        ))
        return Minute(accountCalls: account, quoteCalls: quotes, refusedCalls: refused, slowestTrade: sorted.last ?? .infinity)
    }

    /// Polls the fake's request log until no quote call (inquire-price, intstock-multprice) came in the last
    /// 5 s: the start-up's pass that prices each row before the socket does is over (60 s at most).
    private static func waitForQuotePassEnd(on server: FakeKISServerProcess) -> Bool {
        for _ in 0..<120 {
            let requests = server.send(["cmd": "requests", "app_key": appKey])["requests"] as? [[String: Any]] ?? []
            let lastQuote = requests.last { ($0["path"] as? String).map { $0.hasSuffix("/inquire-price") || $0.hasSuffix("/intstock-multprice") } ?? false }
            let age = Date().timeIntervalSince1970 - ((lastQuote?["at"] as? NSNumber)?.doubleValue ?? 0)
            if age >= 5 { return true }
            usleep(500_000)
        }
        return false
    }

    /// Polls the fake until an open session of the app holds every watched code and the HTS ID's notices (20 s at most).
    private static func waitForSocket(on server: FakeKISServerProcess, codes: Int) -> Bool {
        for _ in 0..<200 {
            let sessions = server.send(["cmd": "ws_sessions"])["sessions"] as? [[String: Any]] ?? []
            if sessions.contains(where: {
                ($0["open"] as? Bool) == true && ($0["codes"] as? [Any])?.count == codes && ($0["notice_keys"] as? [String])?.contains(htsID) == true
            }) { return true }
            usleep(100_000)
        }
        return false
    }
}
