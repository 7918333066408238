// Messages for the user on standard error, for the paths that end before (or instead of) the screen.

import Glibc

/// Writes text straight to file descriptor 2, unbuffered, so it is out before the process exits.
public enum StandardError {
    /// Writes `text` whole (retrying short writes), ignoring a closed or broken standard error.
    public static func write(_ text: String) {
        let bytes = Array(text.utf8)
        var written = 0
        while written < bytes.count {
            let result = bytes[written...].withUnsafeBytes { Glibc.write(STDERR_FILENO, $0.baseAddress, $0.count) }
            if result > 0 {
                written += result
            } else if result < 0 && errno == EINTR {
                continue
            } else {
                return
            }
        }
    }
}
