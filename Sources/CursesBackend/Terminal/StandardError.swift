// Messages for the user on standard error, for the paths that end before (or instead of) the screen.

import Glibc

/// Writes text straight to file descriptor 2, unbuffered, so it is out before the process exits.
public enum StandardError {
    /// Writes `text` whole (retrying short writes) to `descriptor` (standard error unless told: the
    /// terminal session writes its bell and notifications to standard output the same way). Answers
    /// nil when all of it was written, else why not (a closed descriptor, a full disk), for the callers
    /// whose output is the result (`--once`, `--help`); the others ignore it.
    @discardableResult
    public static func write(_ text: String, to descriptor: Int32 = STDERR_FILENO) -> String? {
        write(bytes: Array(text.utf8), to: descriptor)
    }

    /// Writes `bytes` whole to `descriptor` as `write(_:to:)` does; a descriptor that would block
    /// (a terminal left non-blocking by another program) is waited for, up to a second each time.
    @discardableResult
    static func write(bytes: [UInt8], to descriptor: Int32) -> String? {
        var written = 0
        while written < bytes.count {
            let result = bytes[written...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if result > 0 {
                written += result
            } else if result < 0 && errno == EINTR {
                continue
            } else if result < 0 && errno == EAGAIN {
                var writable = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                if poll(&writable, 1, 1_000) <= 0 { return "it took no output for a second" }
            } else {
                return result < 0 ? String(cString: strerror(errno)) : "it took no more output"
            }
        }
        return nil
    }
}
