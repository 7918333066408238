// Files the app keeps in its cache folder (downloads such as the KIS master files): read whole, replaced atomically.

import FoundationEssentials

/// A folder of cached files by name. Replacing a file is all-or-nothing: a reader sees the old bytes or the new.
public protocol CacheFileStore: AnyObject, Sendable {
    /// The bytes of `name` and when they were written, or nil when there is no such file.
    /// - Throws: a `UserFacingError` when the file exists but cannot be read.
    func cachedFile(named name: String) throws -> (bytes: [UInt8], writtenAt: Date)?
    /// Replaces `name` with `bytes` atomically, creating the folder when needed.
    /// - Throws: a `UserFacingError` saying what could not be written.
    func replaceFile(named name: String, with bytes: [UInt8]) throws
}
