// Starts the fake KIS server (a python3 script) on 127.0.0.1 for one test, scripts it and stops it.

import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// A running `fake_kis_server.py`: a free port on 127.0.0.1, faults on demand, the requests it saw.
///
/// The process is spawned with `posix_spawn` and stopped by `stop()` or at deinit; it also exits on
/// its own when its stdin closes, so it never outlives the test process.
///
/// The server keeps tokens and its once-a-minute issue limit per app key, so tests share `shared`
/// (a python start costs ~0.3 s of CPU) and stay independent with an account of their own.
public final class FakeKISServer: Sendable {
    /// One server for every test in the process; it exits with the process (its stdin closes).
    public static let shared = Task { try await FakeKISServer.start() }

    /// A fresh app key and the secret the server accepts with it (the key followed by "-secret").
    public static func newAccount() -> (appKey: String, appSecret: String) {
        let key = "PS" + UUID().uuidString.replacingOccurrences(of: "-", with: "").prefix(20)
        return (key, key + "-secret")
    }

    /// The port it listens on.
    public let port: Int
    private let process: Mutex<SpawnedProcess?>

    /// `http://127.0.0.1:<port>`.
    public var baseURL: URL { URL(string: "http://127.0.0.1:\(port)")! }

    private init(port: Int, process: SpawnedProcess) {
        self.port = port
        self.process = Mutex(process)
    }

    /// Starts a server on `port` (0: any free one); throws when python3 cannot be started or prints no port.
    ///
    /// The wait for the port happens off Swift's cooperative pool, so parallel tests do not starve it.
    public static func start(port: Int = 0) async throws -> FakeKISServer {
        let spawned = try SpawnedProcess(
            arguments: ["python3", "-S", scriptPath, "--port", String(port)]
        )
        guard let line = await offThePool({ spawned.readLine() }), let port = Int(line) else {
            spawned.terminate()
            throw FakeServerError.noPort
        }
        return FakeKISServer(port: port, process: spawned)
    }

    /// Where `fake_kis_server.py` is, in this source tree.
    public static let scriptPath = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("NetworkingTests/Fixtures/fake_kis_server.py").path

    deinit { stop() }

    /// Makes the next `count` matching requests (of `appKey`'s account when given) get `fault`'s
    /// answer instead of the normal one.
    public func inject(_ fault: FakeServerFault, on route: FakeServerRoute, appKey: String? = nil, count: Int = 1) async {
        var command = fault.fields
        command["cmd"] = "fault"
        command["count"] = count
        if let appKey { command["app_key"] = appKey }
        switch route {
        case .token: command["route"] = "token"
        case .index(let code):
            command["route"] = "index"
            if let code { command["code"] = code }
        case .approval: command["route"] = "approval"
        case .holiday: command["route"] = "holiday"
        case .quote(let code):
            command["route"] = "quote"
            if let code { command["code"] = code }
        case .orderBook(let code):
            command["route"] = "orderbook"
            if let code { command["code"] = code }
        case .order: command["route"] = "order"
        case .dailyOrders: command["route"] = "ccld"
        case .cancel: command["route"] = "cancel"
        }
        _ = await send(command)
    }

    /// Makes inquire-time-itemchartprice answer `appKey` with the minute bars of the session on `day`
    /// (YYYYMMDD) from `open` through `close` (HHMM), as KIS answers with the last session on a closed day.
    public func setMinuteSession(day: String, open: String, close: String, appKey: String) async {
        _ = await send(["cmd": "minute_session", "app_key": appKey, "date": day, "open": open, "close": close])
    }

    /// Makes chk-holiday report these weekdays (YYYYMMDD) closed, besides the weekends.
    public func setClosedDays(_ days: [String]) async {
        _ = await send(["cmd": "holidays", "closed": days])
    }

    /// Serves `bytes` at `path` (e.g. a master-file zip under `/common/master/`), replacing what was there.
    public func serveFile(_ bytes: [UInt8], at path: String) async {
        _ = await send(["cmd": "file", "path": path, "hex": bytes.map { String(format: "%02x", $0) }.joined()])
    }

    /// Makes the server accept `token` for `appKey` (e.g. one a test wrote into a token cache).
    public func acceptToken(_ token: String, appKey: String) async {
        _ = await send(["cmd": "accept_token", "token": token, "app_key": appKey])
    }

    /// Every request the server received (of `appKey`'s account, for `code`, when given), in order.
    public func requests(appKey: String? = nil, code: String? = nil) async -> [RecordedRequest] {
        var command: [String: Any] = ["cmd": "requests"]
        if let appKey { command["app_key"] = appKey }
        if let code { command["code"] = code }
        guard let reply = await send(command),
              let wrapper = try? JSONDecoder().decode(RecordedRequests.self, from: reply)
        else { return [] }
        return wrapper.requests
    }

    /// `ws://127.0.0.1:<port>/tryitout`: the same server speaks KIS's real-time protocol.
    public var webSocketURL: URL { URL(string: "ws://127.0.0.1:\(port)/tryitout")! }

    /// Applies `fault` to every open WebSocket session (of `appKey`'s account when given); answers how many there were.
    @discardableResult
    public func inject(_ fault: FakeWebSocketFault, appKey: String? = nil) async -> Int {
        var command: [String: Any] = ["cmd": "ws_fault"]
        if let appKey { command["app_key"] = appKey }
        switch fault {
        case .abruptClose: command["kind"] = "close"
        case .closeWithText: command["kind"] = "close_with_text"
        case .silence: command["kind"] = "silence"
        case .resume: command["kind"] = "resume"
        case .garbage(let count):
            command["kind"] = "garbage"
            command["count"] = count
        case .oversized(let bytes):
            command["kind"] = "oversized"
            command["count"] = bytes
        case .endlessFragments: command["kind"] = "oversized_fragments"
        }
        return await sendDecoding(command, as: WebSocketReply.self)?.sessions ?? 0
    }

    /// Sends one H0STCNT0 record of `code` at `price` (records have `fields` fields) to its subscribers;
    /// answers how many sessions got it.
    @discardableResult
    public func pushTrade(code: String, price: Int, fields: Int = 46) async -> Int {
        let command: [String: Any] = ["cmd": "ws_trade", "code": code, "price": String(price), "fields": fields]
        return await sendDecoding(command, as: WebSocketReply.self)?.sent ?? 0
    }

    /// Sends one H0STASP0 record of `code` (10 + 10 levels around its price, the best ask's quantity
    /// `askQuantity` when given; `fields` fields) to the sessions holding its book; answers how many got it.
    @discardableResult
    public func pushOrderBook(code: String, askQuantity: Int? = nil, fields: Int = 59) async -> Int {
        var command: [String: Any] = ["cmd": "ws_book", "code": code, "fields": fields]
        if let askQuantity { command["ask_quantity"] = String(askQuantity) }
        return await sendDecoding(command, as: WebSocketReply.self)?.sent ?? 0
    }

    /// KIS's PINGPONG every `pingPongInterval` seconds (0: never) and at most `limit` registrations per session.
    public func configureWebSocket(pingPongInterval: Double, limit: Int = 41) async {
        _ = await send(["cmd": "ws_config", "pingpong_interval": pingPongInterval, "limit": limit])
    }

    /// Gives `appKey` a KIS account numbered `account` (`12345678-01`) holding `holdings` stocks and
    /// `cash` won: inquire-balance answers it in pages (20 on paper, 50 real) with the `tr_cont` header.
    public func setAccount(_ account: String, holdings: Int, cash: Int = 10_000_000, appKey: String) async {
        _ = await send(["cmd": "account", "app_key": appKey, "account": account, "holdings": holdings, "cash": cash])
    }

    /// A fill in `appKey`'s account (set with `setAccount`): its shares, cost and D+2 cash move, and one
    /// encrypted execution notice goes to the sessions that registered `htsID`; answers how many got it.
    @discardableResult
    public func pushFill(code: String, sell: Bool = false, quantity: Int, price: Int, htsID: String, appKey: String) async -> Int {
        let command: [String: Any] = [
            "cmd": "account_fill", "app_key": appKey, "hts_id": htsID, "code": code, "side": sell ? "sell" : "buy",
            "quantity": quantity, "price": price,
        ]
        return await sendDecoding(command, as: WebSocketReply.self)?.sent ?? 0
    }

    /// A fill as `pushFill` makes it, also listed by inquire-daily-ccld as today's filled order; its notice is
    /// pushed only when `notice` is true (paper accounts report notices that never come). Answers the order number.
    @discardableResult
    public func fillListedInDailyOrders(code: String, quantity: Int, price: Int, notice: Bool, htsID: String, appKey: String) async -> String? {
        let command: [String: Any] = [
            "cmd": "ccld_fill", "app_key": appKey, "hts_id": htsID, "code": code, "side": "buy", "quantity": quantity, "price": price,
            "notice": notice,
        ]
        return await sendDecoding(command, as: DailyFillReply.self)?.number
    }

    /// Right after `appKey`'s next accepted order, `count` orders of the same stock and side from another
    /// terminal are listed (newer, one share more each): inquire-daily-ccld then shows them before it.
    public func listOtherTerminalOrders(afterNext count: Int, appKey: String) async {
        _ = await send(["cmd": "other_terminal_orders", "app_key": appKey, "count": count])
    }

    private struct DailyFillReply: Decodable {
        let number: String?
    }

    /// Every order `appKey`'s account accepted through order-cash (set up with `setAccount`), oldest first.
    public func orders(appKey: String) async -> [FakeKISOrder] {
        await sendDecoding(["cmd": "orders", "app_key": appKey], as: FakeKISOrders.self)?.orders ?? []
    }

    /// Every WebSocket session the server has seen, in order (of `appKey`'s account when given).
    public func webSocketSessions(appKey: String? = nil) async -> [FakeWebSocketSession] {
        let sessions = await sendDecoding(["cmd": "ws_sessions"], as: WebSocketSessions.self)?.sessions ?? []
        return sessions.filter { appKey == nil || $0.appKey == appKey }
    }

    /// Stops the server and waits for it; later calls do nothing.
    public func stop() {
        process.withLock { process in
            process?.terminate()
            process = nil
        }
    }

    /// Sends one command line and returns the server's one-line reply.
    private func send(_ command: [String: Any]) async -> Data? {
        guard let data = try? JSONSerialization.data(withJSONObject: command) else { return nil }
        return await offThePool {
            self.process.withLock { process -> Data? in
                guard let process else { return nil }
                process.write(data + Data("\n".utf8))
                return process.readLine().map { Data($0.utf8) }
            }
        }
    }

    private func sendDecoding<Reply: Decodable>(_ command: [String: Any], as type: Reply.Type) async -> Reply? {
        guard let reply = await send(command) else { return nil }
        return try? JSONDecoder().decode(type, from: reply)
    }

    private struct WebSocketReply: Decodable {
        let sessions: Int?
        let sent: Int?
    }

    private struct WebSocketSessions: Decodable {
        let sessions: [FakeWebSocketSession]
    }

    private struct FakeKISOrders: Decodable {
        let orders: [FakeKISOrder]
    }

    private struct RecordedRequests: Decodable {
        let requests: [RecordedRequest]
    }
}

/// Runs blocking pipe I/O on a Dispatch thread and awaits its result.
private func offThePool<Value: Sendable>(_ work: @escaping @Sendable () -> Value) async -> Value {
    await withCheckedContinuation { continuation in
        DispatchQueue.global().async { continuation.resume(returning: work()) }
    }
}

/// Why the fake server could not start.
public enum FakeServerError: Error {
    case spawnFailed(Int32)
    case noPort
}
