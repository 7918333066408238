// Replaces a file's contents all-or-nothing: a reader (or a crash) sees either the old bytes or the new.

import Glibc

/// Writes a file atomically: temp file in the same folder, write, `fsync`, `rename`, `fsync` the folder.
///
/// A crash at any moment leaves either the previous complete file or the new complete file at `path`
/// (plus, at worst, a stray temp file whose name starts with `temporaryPrefix(for:)`). A `path` that is
/// a symbolic link (a dotfiles checkout) is written through: the link's final target is replaced, in
/// its own folder, and the link stays a link.
public enum AtomicFileWriter {
    /// Links followed at most before giving up, as the kernel does (ELOOP).
    private static let maximumLinkHops = 40

    /// Replaces the contents of `path` (or of the file it links to) with `bytes`; the file gets
    /// `permissions` (subject to the umask).
    public static func write(_ bytes: some Collection<UInt8>, to path: String, permissions: mode_t = 0o600) throws(FileSystemError) {
        let path = try destination(of: path)
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

    /// The file a write to `path` replaces: `path` itself, or the final target of the symbolic links it
    /// names (a relative target is read from the link's folder). The target need not exist yet.
    public static func destination(of path: String) throws(FileSystemError) -> String {
        var current = path
        for _ in 0..<maximumLinkHops {
            guard let target = linkTarget(current) else { return current }
            current = target.hasPrefix("/") ? target : Directory.parent(of: current) + "/" + target
        }
        throw FileSystemError("follow the links of", path: path, code: ELOOP)
    }

    /// What the symbolic link at `path` points to, or nil when `path` is not a link (or is missing).
    private static func linkTarget(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink(path, &buffer, buffer.count - 1)
        guard length > 0 else { return nil }
        return String(decoding: buffer.prefix(length).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The name prefix of the temp files written beside `path`, or beside the file it links to (hidden,
    /// so they don't clutter a listing).
    public static func temporaryPrefix(for path: String) -> String {
        let path = (try? destination(of: path)) ?? path
        let folder = Directory.parent(of: path)
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return folder + "/." + name + ".tmp-"
    }

    /// Writes every byte of `bytes` to `descriptor`, going on after a signal interrupts a write.
    static func writeAll(_ bytes: some Collection<UInt8>, to descriptor: Int32, path: String) throws(FileSystemError) {
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
