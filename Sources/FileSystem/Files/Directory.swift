// Creating folders (like `mkdir -p`) and making a folder's entries durable (`fsync` on the folder).

import Glibc

/// Operations on folders that the atomic-write protocol needs.
public enum Directory {
    /// Creates `path` and any missing parents with `permissions` (existing folders are left as they are).
    public static func create(at path: String, permissions: mode_t = 0o700) throws(FileSystemError) {
        var prefix = path.hasPrefix("/") ? "" : "."
        for component in path.split(separator: "/") {
            prefix += "/" + component
            if mkdir(prefix, permissions) == 0 || errno == EEXIST { continue }
            throw FileSystemError("create the folder", path: prefix)
        }
        var status = stat()
        guard stat(path, &status) == 0 else { throw FileSystemError("open the folder", path: path) }
        guard status.st_mode & S_IFMT == S_IFDIR else { throw FileSystemError("use as a folder", path: path, code: ENOTDIR) }
    }

    /// Flushes the folder's entries (new names, renames) to the disk, so a rename survives a power cut.
    public static func sync(at path: String) throws(FileSystemError) {
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { throw FileSystemError("open the folder", path: path) }
        defer { close(descriptor) }
        guard fsync(descriptor) == 0 else { throw FileSystemError("flush the folder", path: path) }
    }

    /// The folder part of a file path ("." for a bare name).
    public static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
