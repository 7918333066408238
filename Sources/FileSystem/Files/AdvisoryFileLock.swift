// An exclusive `flock` on a lock file: one StockWatch at a time may write the watchlists; one process at a
// time takes a KIS token or a request slot.

import FoundationEssentials
import Glibc

/// An exclusive advisory lock on a lock file, held until this object is released.
///
/// `flock` locks belong to the open file description, so two locks in the same process exclude each other
/// too, and the kernel drops the lock when the process dies (even by SIGKILL): a crash never leaves a
/// stale lock behind. The descriptor is close-on-exec, so child processes never inherit it.
public final class AdvisoryFileLock: Sendable {
    private let descriptor: Int32
    private let path: String

    private init(descriptor: Int32, path: String) {
        self.descriptor = descriptor
        self.path = path
    }

    /// Whether the lock file's path still names the file this lock holds. A deleted or replaced lock
    /// file lets another StockWatch create a new one and lock it: then this one is no longer the writer.
    public var isStillHeld: Bool { Self.path(path, names: descriptor) }

    /// Whether `path` names the open file `descriptor` (same device and inode).
    private static func path(_ path: String, names descriptor: Int32) -> Bool {
        var held = stat(), named = stat()
        guard fstat(descriptor, &held) == 0, stat(path, &named) == 0 else { return false }
        return held.st_dev == named.st_dev && held.st_ino == named.st_ino
    }

    /// Takes the lock on `path` (creating the file, mode 0600), trying again for up to `patience`.
    ///
    /// The patience covers a holder that is on its way out: a StockWatch still exiting when the next one
    /// starts, or a child process forked (by anyone in this process) between fork and exec, which holds a
    /// copy of the descriptor for that moment despite close-on-exec.
    /// - Returns: the held lock, or `nil` when another process (or another lock object) still holds it.
    /// A lock file deleted or replaced between the open and the lock is opened again, so the lock
    /// taken is always on the file the path names.
    public static func acquire(at path: String, patience: Duration = .milliseconds(300)) throws(FileSystemError) -> AdvisoryFileLock? {
        let deadline = ContinuousClock.now + patience
        while true {
            let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
            guard descriptor >= 0 else { throw FileSystemError("open the lock file", path: path) }
            while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
                let code = errno
                if code == EINTR { continue }
                if code == EWOULDBLOCK, ContinuousClock.now < deadline {
                    usleep(10_000)
                    continue
                }
                close(descriptor)
                if code == EWOULDBLOCK { return nil }
                throw FileSystemError("lock", path: path, code: code)
            }
            if Self.path(path, names: descriptor) { return AdvisoryFileLock(descriptor: descriptor, path: path) }
            close(descriptor)
            guard ContinuousClock.now < deadline else { return nil }
        }
    }

    /// Takes the lock on `path` (creating the file, mode 0600), waiting as long as another holds it:
    /// for short critical sections (a token issue, a request slot) that every holder ends soon.
    public static func wait(at path: String) throws(FileSystemError) -> AdvisoryFileLock {
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw FileSystemError("open the lock file", path: path) }
        while flock(descriptor, LOCK_EX) != 0 {
            let code = errno
            if code == EINTR { continue }
            close(descriptor)
            throw FileSystemError("lock", path: path, code: code)
        }
        return AdvisoryFileLock(descriptor: descriptor, path: path)
    }

    /// The lock file's text (at most 4 KiB): a small shared value only the holder reads and writes.
    public var contents: String {
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = pread(descriptor, &buffer, buffer.count, 0)
        return count > 0 ? String(decoding: buffer.prefix(count), as: UTF8.self) : ""
    }

    /// Replaces the lock file's text; a failed write leaves the old text (the caller's value is then lost, nothing more).
    public func replaceContents(with text: String) {
        let bytes = Array(text.utf8)
        guard pwrite(descriptor, bytes, bytes.count, 0) == bytes.count else { return }
        _ = ftruncate(descriptor, off_t(bytes.count))
    }

    deinit {
        close(descriptor)
    }
}
