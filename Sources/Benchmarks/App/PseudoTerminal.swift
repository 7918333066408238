// A pseudo-terminal the benchmark owns: a program runs on its slave side, every byte it writes is read and timestamped.

import Foundation
import Glibc

/// A pty pair at a fixed size with one program on the slave side (stdin, stdout and stderr), so the
/// program draws on a real terminal device as it would in a terminal emulator; a thread reads the
/// master side as fast as the program writes and keeps each chunk with its CLOCK_MONOTONIC read time.
final class PseudoTerminal: @unchecked Sendable {
    /// One `read(2)` of the master side: where it starts in `output`, and when it returned.
    struct Chunk {
        let offset: Int
        let monotonicNanoseconds: UInt64
    }

    private let master: Int32
    private let lock = NSLock()
    private var bytes: [UInt8] = []
    private var chunks: [Chunk] = []
    /// The program's process id.
    let pid: pid_t

    /// Opens a pty of `columns`×`rows` and starts `arguments` on it with `environment`; a fatal error
    /// when the pty or the program cannot be started.
    init(columns: Int, rows: Int, arguments: [String], environment: [String]) {
        master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        guard master >= 0, Self.call("grantpt", master) == 0, Self.call("unlockpt", master) == 0 else { fatalError("no pseudo-terminal: errno \(errno)") }
        var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
        let slavePath = Self.slavePath(of: master)
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addclose(&actions, master)
        posix_spawn_file_actions_addopen(&actions, 0, slavePath, O_RDWR, 0)
        posix_spawn_file_actions_adddup2(&actions, 0, 1)
        posix_spawn_file_actions_adddup2(&actions, 0, 2)
        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        let envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup($0) } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var child: pid_t = 0
        guard posix_spawn(&child, arguments[0], &actions, nil, argv, envp) == 0 else { fatalError("could not start \(arguments[0])") }
        pid = child
        Thread { [self] in readUntilEnd() }.start()
    }

    /// Writes `text` to the program's input, as typed keys.
    func type(_ text: String) {
        _ = text.utf8CString.withUnsafeBufferPointer { write(master, $0.baseAddress, $0.count - 1) }
    }

    /// Everything the program wrote so far, and the chunks it arrived in.
    func output() -> (bytes: [UInt8], chunks: [Chunk]) {
        lock.lock()
        defer { lock.unlock() }
        return (bytes, chunks)
    }

    /// Waits for the program to exit (after `q` was typed, for instance); returns its CPU seconds
    /// (user + system, from `wait4`), or nil when it did not exit within `seconds` (it is then killed).
    func waitForExit(seconds: Double) -> Double? {
        var status: Int32 = 0
        var usage = rusage()
        let deadline = Date().addingTimeInterval(seconds)
        while wait4(pid, &status, WNOHANG, &usage) == 0 {
            guard Date() < deadline else {
                kill(pid, SIGKILL)
                wait4(pid, &status, 0, &usage)
                return nil
            }
            usleep(20_000)
        }
        return Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
            + Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
    }

    /// The program's user + system CPU time so far, in seconds, from /proc/PID/stat.
    func cpuSeconds() -> Double {
        let stat = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? ""
        // Fields after the command name (in parentheses, which may hold spaces): utime and stime are 14 and 15.
        let fields = stat.split(separator: ")").last?.split(separator: " ") ?? []
        guard fields.count > 13, let user = Double(fields[11]), let system = Double(fields[12]) else { return 0 }
        return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }

    /// CLOCK_MONOTONIC now (python's `time.monotonic_ns` reads the same clock).
    static func monotonicNanoseconds() -> UInt64 {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return UInt64(now.tv_sec) * 1_000_000_000 + UInt64(now.tv_nsec)
    }

    private func readUntilEnd() {
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = read(master, &buffer, buffer.count)
            let time = Self.monotonicNanoseconds()
            guard count > 0 else { break }
            lock.lock()
            chunks.append(Chunk(offset: bytes.count, monotonicNanoseconds: time))
            bytes += buffer[0..<count]
            lock.unlock()
        }
    }

    /// grantpt / unlockpt, which Swift's Glibc module does not show (like posix_openpt), looked up by name.
    private static func call(_ name: String, _ descriptor: Int32) -> Int32 {
        typealias Function = @convention(c) (Int32) -> Int32
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), name) else { return -1 }
        return unsafeBitCast(symbol, to: Function.self)(descriptor)
    }

    private static func slavePath(of master: Int32) -> String {
        typealias Function = @convention(c) (Int32, UnsafeMutablePointer<CChar>?, Int) -> Int32
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "ptsname_r") else { fatalError("no ptsname_r") }
        var name = [CChar](repeating: 0, count: 128)
        guard unsafeBitCast(symbol, to: Function.self)(master, &name, name.count) == 0 else { fatalError("no pty slave name") }
        return String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
