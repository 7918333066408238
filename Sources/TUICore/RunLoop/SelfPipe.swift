// A non-blocking pipe the loop polls: any thread (or a signal handler) writes a byte to wake it.

import Glibc

/// The read and write ends of a non-blocking, close-on-exec pipe; closed on deinit.
final class SelfPipe: Sendable {
    /// The end the loop polls and drains.
    let readEnd: Int32
    /// The end wakers and signal handlers write to.
    let writeEnd: Int32

    /// Opens the pipe; `nil` when the process is out of descriptors (`errno` says why).
    init?() {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return nil }
        for end in ends {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        readEnd = ends[0]
        writeEnd = ends[1]
    }

    deinit {
        close(readEnd)
        close(writeEnd)
    }

    /// Writes one byte; a full pipe already guarantees a wake-up, so that failure is ignored.
    func write(_ byte: UInt8) {
        var value = byte
        _ = Glibc.write(writeEnd, &value, 1)
    }

    /// Reads every byte waiting in the pipe.
    func drain() -> [UInt8] {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 64)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(readEnd, $0.baseAddress, $0.count) }
            if count > 0 {
                bytes.append(contentsOf: buffer[0..<count])
                // A short read took all there was: no second read(2) just to hear EAGAIN.
                if count < buffer.count { return bytes }
                continue
            }
            if count < 0 && errno == EINTR { continue }
            return bytes
        }
    }
}
