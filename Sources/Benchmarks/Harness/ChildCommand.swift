// Runs other programs (tmux, the app) from a benchmark, without Foundation's Process.

import Foundation
import Glibc

/// Spawns commands with posix_spawnp / popen: Foundation's Process hangs in `waitUntilExit` once
/// tmux forks its server (swift-corelibs-foundation#4795).
enum ChildCommand {
    /// Runs `arguments` and waits for it; true when it exits with status 0.
    @discardableResult
    static func run(_ arguments: [String]) -> Bool {
        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        guard posix_spawnp(&pid, arguments[0], nil, nil, argv, environ) == 0 else { return false }
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
