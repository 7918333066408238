// A child process started with posix_spawn, talked to through its stdin and stdout.

import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A child process with pipes to its stdin and from its stdout; its stderr is the test's (or the
/// benchmark's: `stockwatch-bench` drives the fake server through it too).
public struct SpawnedProcess: Sendable {
    private let pid: pid_t
    private let input: Int32
    private let output: Int32

    /// Spawns `arguments[0]` (searched in PATH) with the rest as its arguments.
    public init(arguments: [String]) throws {
        var toChild: [Int32] = [0, 0]
        var fromChild: [Int32] = [0, 0]
        guard pipe(&toChild) == 0, pipe(&fromChild) == 0 else { throw FakeServerError.spawnFailed(errno) }
        for descriptor in [toChild[1], fromChild[0]] { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, toChild[0], 0)
        posix_spawn_file_actions_adddup2(&actions, fromChild[1], 1)
        posix_spawn_file_actions_addclose(&actions, toChild[0])
        posix_spawn_file_actions_addclose(&actions, fromChild[1])
        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var child: pid_t = 0
        let status = posix_spawnp(&child, arguments[0], &actions, nil, argv, environ)
        close(toChild[0])
        close(fromChild[1])
        guard status == 0 else {
            close(toChild[1])
            close(fromChild[0])
            throw FakeServerError.spawnFailed(status)
        }
        pid = child
        input = toChild[1]
        output = fromChild[0]
    }

    /// Writes `data` to the child's stdin.
    public func write(_ data: Data) {
        data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(input, buffer.baseAddress! + offset, buffer.count - offset)
                if written <= 0 { return }
                offset += written
            }
        }
    }

    /// Reads one line from the child's stdout (without the newline); nil at end of file.
    public func readLine() -> String? {
        var bytes: [UInt8] = []
        var byte: UInt8 = 0
        while read(output, &byte, 1) == 1 {
            if byte == UInt8(ascii: "\n") { return String(decoding: bytes, as: UTF8.self) }
            bytes.append(byte)
        }
        return bytes.isEmpty ? nil : String(decoding: bytes, as: UTF8.self)
    }

    /// Closes the pipes, sends SIGTERM and reaps the child.
    public func terminate() {
        close(input)
        close(output)
        kill(pid, SIGTERM)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
    }
}
