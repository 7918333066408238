// The tests' fake KIS server (python, REST + WebSocket) run by a benchmark and driven by JSON lines.

import Foundation
import NetworkTestSupport

/// Starts `Tests/NetworkingTests/Fixtures/fake_kis_server.py` (as the tests' `FakeKISServer` does, but
/// driven synchronously: a benchmark has no async context), learns its port and sends it one command
/// at a time; it exits when its stdin is closed.
final class FakeKISServerProcess {
    private let process: SpawnedProcess
    /// The port it listens on (127.0.0.1).
    let port: Int

    /// Starts the server; a fatal error when python3 or the fixture is missing.
    init() {
        guard let process = try? SpawnedProcess(arguments: ["python3", "-S", FakeKISServer.scriptPath]),
              let port = process.readLine().flatMap({ Int($0) })
        else { fatalError("the fake KIS server did not start (\(FakeKISServer.scriptPath))") }
        self.process = process
        self.port = port
    }

    /// Sends one command and returns its answer (a JSON object); a fatal error when none comes.
    func send(_ command: [String: Any]) -> [String: Any] {
        guard let data = try? JSONSerialization.data(withJSONObject: command) else { fatalError("not JSON: \(command)") }
        process.write(data + Data("\n".utf8))
        guard let answer = process.readLine(),
              let object = (try? JSONSerialization.jsonObject(with: Data(answer.utf8))) as? [String: Any]
        else { fatalError("the fake KIS server gave no answer to \(command)") }
        return object
    }

    /// A fresh temporary folder `<name>-<pid>` whose `data/config.json` puts the kis feed (`account`: "paper"
    /// or "real", the venue left at its default, unified) on this server; the caller removes it.
    func makeDataFolder(named name: String, account: String = "paper") -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(getpid())").path
        try? FileManager.default.removeItem(atPath: folder)
        try? FileManager.default.createDirectory(atPath: folder + "/data", withIntermediateDirectories: true)
        let config = "{\"feed\": \"kis\", \"kis_account\": \"\(account)\", \"kis_host\": \"http://127.0.0.1:\(port)\", \"kis_websocket_url\": \"ws://127.0.0.1:\(port)/tryitout\"}\n"
        _ = FileManager.default.createFile(atPath: folder + "/data/config.json", contents: Data(config.utf8))
        return folder
    }

    /// Closes its stdin, so it exits, and waits for it.
    func stop() {
        process.terminate()
    }
}
