// Replaces a file's contents all-or-nothing: a reader (or a crash) sees either the old bytes or the new.

import Glibc

/// Writes a file atomically: temp file in the same folder, write, `fsync`, `rename`, `fsync` the folder.
///
/// A crash at any moment leaves either the previous complete file or the new complete file at `path`
/// (plus, at worst, a stray temp file whose name starts with `temporaryPrefix(for:)`).
public enum AtomicFileWriter {
    /// Replaces the contents of `path` with `bytes`; the file gets `permissions` (subject to the umask).
    public static func write(_ bytes: some Collection<UInt8>, to path: String, permissions: mode_t = 0o600) throws(FileSystemError) {
        let folder = Directory.parent(of: path)
        let temporaryPath = temporaryPrefix(for: path) + "\(getpid())-\(UInt32.random(in: 0 ... .max))"
        let descriptor = open(temporaryPath, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, permissions)
        guard descriptor >= 0 else { throw FileSystemError("create a temporary file in", path: folder) }
        do throws(FileSystemError) {
            try writeAll(bytes, to: descriptor, path: temporaryPath)
            guard fsync(descriptor) == 0 else { throw FileSystemError("flush", path: temporaryPath) }
            guard close(descriptor) == 0 else { throw FileSystemError("close", path: temporaryPath) }
        } catch {
            close(descriptor)
            unlink(temporaryPath)
            throw error
        }
        guard rename(temporaryPath, path) == 0 else {
            let failure = FileSystemError("replace", path: path)
            unlink(temporaryPath)
            throw failure
        }
        try Directory.sync(at: folder)
    }

    /// The name prefix of the temp files written beside `path` (hidden, so they don't clutter a listing).
    public static func temporaryPrefix(for path: String) -> String {
        let folder = Directory.parent(of: path)
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return folder + "/." + name + ".tmp-"
    }

    private static func writeAll(_ bytes: some Collection<UInt8>, to descriptor: Int32, path: String) throws(FileSystemError) {
        let contiguous = Array(bytes)
        var written = 0
        while written < contiguous.count {
            let result = contiguous.withUnsafeBytes { buffer in
                Glibc.write(descriptor, buffer.baseAddress! + written, buffer.count - written)
            }
            if result < 0 {
                if errno == EINTR { continue }
                throw FileSystemError("write", path: path)
            }
            written += result
        }
    }
}
