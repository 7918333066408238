// Moving an unreadable file aside under a dated name, never replacing anything already there.

import FileSystem
import FoundationEssentials
import Glibc

/// Sets a damaged file aside as `<name>.damaged-<UTC time>` (or keeps a copy under that name before a
/// repaired version replaces it) so that its bytes are kept for the user.
enum DamagedFileQuarantine {
    /// Renames `path` to `<path>.damaged-YYYYMMDDTHHMMSSZ` (adding `-2`, `-3`… if that name is taken).
    ///
    /// Uses `link` + `unlink`, which fails rather than replace an existing file, so an earlier
    /// damaged copy is never overwritten. The folder is flushed afterwards.
    /// - Returns: the path the file now has.
    static func setAside(_ path: String, at date: Date) throws(FileSystemError) -> String {
        let aside = try link(path, at: date, action: "move aside")
        guard unlink(path) == 0 else { throw FileSystemError("move aside", path: path) }
        try Directory.sync(at: Directory.parent(of: path))
        return aside
    }

    /// Keeps the file at `path` as it is under the name `setAside` would give it, and leaves it at `path`
    /// too: a hard link, so the next atomic save (a rename over `path`) leaves the kept bytes alone and
    /// there is never a moment without the file. The folder is flushed afterwards.
    /// - Returns: the path of the kept file.
    static func keepAside(_ path: String, at date: Date) throws(FileSystemError) -> String {
        let kept = try link(path, at: date, action: "keep a copy of")
        try Directory.sync(at: Directory.parent(of: path))
        return kept
    }

    /// Links `path` to the first free `<path>.damaged-<time>[-N]`; `action` names the failure.
    private static func link(_ path: String, at date: Date, action: String) throws(FileSystemError) -> String {
        let base = path + ".damaged-" + timestamp(date)
        var candidate = base
        var attempt = 1
        while Glibc.link(path, candidate) != 0 {
            guard errno == EEXIST else { throw FileSystemError(action, path: path) }
            attempt += 1
            candidate = base + "-\(attempt)"
        }
        return candidate
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
