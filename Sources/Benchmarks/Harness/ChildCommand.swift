// Runs other programs (tmux, the app) from a benchmark, without Foundation's Process.

import Foundation
import Glibc

/// Spawns commands with posix_spawnp / popen: Foundation's Process hangs in `waitUntilExit` once
/// tmux forks its server (swift-corelibs-foundation#4795).
enum ChildCommand {
    /// Runs `arguments` and waits for it, its standard error silenced (tmux's "no server running" after
    /// the program in it quit); true when it exits with status 0.
    @discardableResult
    static func run(_ arguments: [String]) -> Bool {
        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var pid: pid_t = 0
        guard posix_spawnp(&pid, arguments[0], &actions, nil, argv, environ) == 0 else { return false }
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        return status == 0
    }

    /// A command's standard output, trimmed.
    static func output(of arguments: [String]) -> String {
        let command = arguments.map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }.joined(separator: " ")
        guard let pipe = popen(command, "r") else { return "" }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = fread(&buffer, 1, buffer.count, pipe)
            if count == 0 { break }
            bytes += buffer[0..<count]
        }
        pclose(pipe)
        return String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The release binary `name` next to this benchmark's own, or a fatal error saying to build it.
    static func siblingBinary(_ name: String) -> String {
        let directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().path
        let path = directory + "/" + name
        guard access(path, X_OK) == 0 else { fatalError("\(path) is missing: build it with -c release first") }
        return path
    }
}
