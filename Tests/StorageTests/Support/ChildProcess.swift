// A child process started with posix_spawn, its stdout on a pipe, that a test can wait for and kill.

import Foundation
import Glibc

/// A running child process (posix_spawn; Foundation's Process is avoided, see PITFALLS.md).
final class ChildProcess {
    /// Why a child could not be run or did not behave.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    let pid: pid_t
    private let output: Int32
    private var reaped = false

    /// Starts `executable` with `arguments` (not including argv[0]), stdout piped to this process.
    init(executable: String, arguments: [String]) throws {
        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0 else { throw Failure(description: "pipe failed: errno \(errno)") }
        for end in pipeEnds { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        let variables: [String] = ["SWIFT_BACKTRACE=enable=no", "PATH=/usr/bin:/bin"]
        let environment: [UnsafeMutablePointer<CChar>?] = variables.map { strdup($0) } + [nil]
        defer { (argv + environment).forEach { free($0) } }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, executable, &actions, nil, argv, environment)
        close(pipeEnds[1])
        guard result == 0 else {
            close(pipeEnds[0])
            throw Failure(description: "could not start \(executable): \(String(cString: strerror(result)))")
        }
        self.pid = pid
        output = pipeEnds[0]
    }

    /// The path of an executable built beside the running test bundle (same build folder).
    static func builtProduct(_ name: String) throws -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard length > 0 else { throw Failure(description: "cannot read /proc/self/exe") }
        let testBinary = String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let path = URL(fileURLWithPath: testBinary).deletingLastPathComponent().appendingPathComponent(name).path
        guard access(path, X_OK) == 0 else {
            throw Failure(description: "\(path) is missing: build it first (swift build --build-tests builds every product)")
        }
        return path
    }

    /// Waits (at most `timeout` seconds) until the child has written `line` followed by a line break.
    func waitForLine(_ line: String, timeout: Double = 5) throws {
        var received: [UInt8] = []
        let deadline = Date().addingTimeInterval(timeout)
        let expected = Array((line + "\n").utf8)
        while received.count < expected.count {
            var descriptor = pollfd(fd: output, events: Int16(POLLIN), revents: 0)
            let remaining = Int32(max(0, deadline.timeIntervalSinceNow * 1000))
            let ready = poll(&descriptor, 1, remaining)
            guard ready > 0 else { throw Failure(description: "no \"\(line)\" from the child within \(timeout) s") }
            var byte: UInt8 = 0
            guard read(output, &byte, 1) == 1 else { throw Failure(description: "the child ended before writing \"\(line)\"") }
            received.append(byte)
        }
        guard received == expected else {
            throw Failure(description: "the child wrote \(String(decoding: received, as: UTF8.self)) instead of \(line)")
        }
    }

    /// Sends SIGKILL and waits for the child; returns the signal that ended it (nil if it exited instead).
    func killAndWait() -> Int32? {
        kill(pid, SIGKILL)
        return waitForEnd()
    }

    private func waitForEnd() -> Int32? {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        reaped = true
        let signal = status & 0x7f
        return signal != 0 && signal != 0x7f ? signal : nil
    }

    deinit {
        if !reaped {
            kill(pid, SIGKILL)
            _ = waitForEnd()
        }
        close(output)
    }
}
