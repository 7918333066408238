// The tests' fake KIS server (python, REST + WebSocket) run by a benchmark and driven by JSON lines.

import Foundation
import Glibc

/// Starts `Tests/NetworkingTests/Fixtures/fake_kis_server.py` with pipes on its stdin and stdout,
/// learns its port and sends it one command at a time; it exits when its stdin is closed.
final class FakeKISServerProcess {
    private let pid: pid_t
    private let commands: Int32
    private let answers: Int32
    /// The port it listens on (127.0.0.1).
    let port: Int

    /// Starts the server; a fatal error when python3 or the fixture is missing.
    init() {
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../Tests/NetworkingTests/Fixtures/fake_kis_server.py").standardized.path
        var input: [Int32] = [0, 0]
        var output: [Int32] = [0, 0]
        guard pipe(&input) == 0, pipe(&output) == 0 else { fatalError("no pipes") }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, input[0], 0)
        posix_spawn_file_actions_adddup2(&actions, output[1], 1)
        posix_spawn_file_actions_addclose(&actions, input[1])
        posix_spawn_file_actions_addclose(&actions, output[0])
        let arguments = ["python3", fixture]
        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var child: pid_t = 0
        guard posix_spawnp(&child, "python3", &actions, nil, argv, environ) == 0 else { fatalError("could not start \(fixture)") }
        close(input[0])
        close(output[1])
        pid = child
        commands = input[1]
        answers = output[0]
        guard let port = Int(Self.readLine(answers)) else { fatalError("the fake KIS server printed no port") }
        self.port = port
    }

    /// Sends one command and returns its answer (a JSON object); a fatal error when none comes.
    func send(_ command: [String: Any]) -> [String: Any] {
        guard let data = try? JSONSerialization.data(withJSONObject: command) else { fatalError("not JSON: \(command)") }
        let line = Array(data) + [UInt8(ascii: "\n")]
        _ = line.withUnsafeBufferPointer { write(commands, $0.baseAddress, $0.count) }
        let answer = Self.readLine(answers)
        guard let object = (try? JSONSerialization.jsonObject(with: Data(answer.utf8))) as? [String: Any] else {
            fatalError("the fake KIS server answered \(answer)")
        }
        return object
    }

    /// Closes its stdin, so it exits, and waits for it.
    func stop() {
        close(commands)
        close(answers)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
    }

    private static func readLine(_ descriptor: Int32) -> String {
        var line: [UInt8] = []
        var byte: UInt8 = 0
        while read(descriptor, &byte, 1) == 1, byte != UInt8(ascii: "\n") {
            line.append(byte)
        }
        return String(decoding: line, as: UTF8.self)
    }
}
