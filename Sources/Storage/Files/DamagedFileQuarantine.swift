// Moving an unreadable file aside under a dated name, never replacing anything already there.

import FileSystem
import FoundationEssentials
import Glibc

/// Sets a damaged file aside as `<name>.damaged-<UTC time>` (or keeps a copy of it under that name before
/// a repaired version replaces it) so that its bytes are kept for the user.
enum DamagedFileQuarantine {
    /// Renames `path` to `<path>.damaged-YYYYMMDDTHHMMSSZ` (adding `-2`, `-3`… if that name is taken).
    ///
    /// Uses `link` + `unlink`, which fails rather than replace an existing file, so an earlier
    /// damaged copy is never overwritten. The folder is flushed afterwards.
    /// - Returns: the path the file now has.
    static func setAside(_ path: String, at date: Date) throws(FileSystemError) -> String {
        var attempt = 1
        while link(path, name(for: path, at: date, attempt: attempt)) != 0 {
            guard errno == EEXIST else { throw FileSystemError("move aside", path: path) }
            attempt += 1
        }
        guard unlink(path) == 0 else { throw FileSystemError("move aside", path: path) }
        try Directory.sync(at: Directory.parent(of: path))
        return name(for: path, at: date, attempt: attempt)
    }

    /// Writes `bytes` (the file as it was read) under the first free name `setAside` would give `path`,
    /// leaving `path` as it is, before a repaired version replaces it. A copy, not a link: when `path` is
    /// a symbolic link (a dotfiles checkout) the save writes through it, and a link would lose the bytes.
    /// Only the holder of the writer's lock calls it, so the free name it finds stays free.
    /// - Returns: the path of the copy.
    static func keepCopy(_ bytes: [UInt8], of path: String, at date: Date) throws(FileSystemError) -> String {
        var attempt = 1
        var status = stat()
        while lstat(name(for: path, at: date, attempt: attempt), &status) == 0 { attempt += 1 }
        let copy = name(for: path, at: date, attempt: attempt)
        try AtomicFileWriter.write(bytes, to: copy)
        return copy
    }

    /// `<path>.damaged-<time>`, with `-N` from the second attempt on.
    private static func name(for path: String, at date: Date, attempt: Int) -> String {
        path + ".damaged-" + timestamp(date) + (attempt > 1 ? "-\(attempt)" : "")
    }

    /// `date` in UTC as `YYYYMMDDTHHMMSSZ` (ISO 8601 basic format: sorts by time, safe in file names).
    static func timestamp(_ date: Date) -> String {
        var seconds = time_t(date.timeIntervalSince1970.rounded(.down))
        var fields = tm()
        gmtime_r(&seconds, &fields)
        func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(fields.tm_year + 1900)\(two(fields.tm_mon + 1))\(two(fields.tm_mday))"
            + "T\(two(fields.tm_hour))\(two(fields.tm_min))\(two(fields.tm_sec))Z"
    }
}
