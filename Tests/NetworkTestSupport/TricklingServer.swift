// Starts trickling_server.py: a peer on 127.0.0.1 that answers one byte at a time, for the deadline tests.

import Foundation
import Synchronization

/// A running `trickling_server.py` in one of its modes, stopped by `stop()` or at deinit (it also exits
/// when its stdin closes, so it never outlives the test process).
public final class TricklingServer: Sendable {
    /// What the server trickles.
    public enum Mode: String, Sendable {
        /// An HTTP answer, status line to body.
        case http
        /// The WebSocket handshake's answer.
        case webSocketHandshake = "ws-handshake"
        /// One text frame after a prompt handshake (pings unanswered: they cannot interrupt a frame).
        case webSocketMessage = "ws-message"
        /// A message of one-byte fragments that never ends, pings answered between them.
        case webSocketFragments = "ws-fragments"
    }

    /// The port it listens on.
    public let port: Int
    private let process: Mutex<SpawnedProcess?>

    /// `http://127.0.0.1:<port>`.
    public var baseURL: URL { URL(string: "http://127.0.0.1:\(port)")! }
    /// `ws://127.0.0.1:<port>/tryitout`.
    public var webSocketURL: URL { URL(string: "ws://127.0.0.1:\(port)/tryitout")! }

    /// Starts a server trickling in `mode`, one byte every `interval` seconds.
    public init(_ mode: Mode, interval: Double = 1) throws {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("NetworkingTests/Fixtures/trickling_server.py").path
        let spawned = try SpawnedProcess(arguments: ["python3", "-S", script, mode.rawValue, String(interval)])
        guard let line = spawned.readLine(), let port = Int(line) else {
            spawned.terminate()
            throw FakeServerError.noPort
        }
        self.port = port
        process = Mutex(spawned)
    }

    deinit { stop() }

    /// Stops the server; later calls do nothing.
    public func stop() {
        process.withLock { process in
            process?.terminate()
            process = nil
        }
    }
}
