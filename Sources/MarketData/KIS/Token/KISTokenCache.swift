// The on-disk cache of KIS access tokens (kis-token.json, mode 0600), keyed by host and app key.

import FileSystem
import FoundationEssentials
import Reactive
#if canImport(Glibc)
import Glibc
#endif

/// Keeps issued tokens across runs, so the app does not issue one (and notify the account owner)
/// at every start, and the time of the last issue attempt KIS answered without a token (a refusal
/// such as EGW00133, once a minute), so a second run within the minute does not ask again. One JSON file in the cache directory, readable by its owner only, replaced
/// atomically (`AtomicFileWriter`); entries are keyed by host and a fingerprint of the app key, never the key itself.
///
/// A file that is missing, damaged, readable by others or larger than `largestSize` counts as empty (it is
/// replaced on the next save).
final class KISTokenCache: Sendable {
    /// The cache file's name inside the directory.
    static let fileName = "kis-token.json"
    /// A few tokens take a few KB; a larger file is not read (it counts as empty and is replaced).
    static let largestSize = 1 << 20

    /// Where the file is.
    let fileURL: URL
    private let lock = Lock()

    /// A cache in `directory` (created with mode 0700 on the first save if missing).
    init(directory: URL) {
        fileURL = directory.appendingPathComponent(Self.fileName)
    }

    /// Why tokens cannot be kept in the file (something other than a file is at its path: a folder, a
    /// FIFO), so that KIS would issue a new one at every start; nil when the file is or can be written.
    var problem: String? {
        var status = stat()
        guard stat(fileURL.path, &status) == 0, status.st_mode & S_IFMT != S_IFREG else { return nil }
        let kind = status.st_mode & S_IFMT == S_IFDIR ? "a folder" : "not a regular file"
        return "\(fileURL.path) is \(kind), so KIS access tokens cannot be kept between runs and KIS issues a new one "
            + "(and notifies the account owner) at every start: remove it or move it away."
    }

    /// The entry key for `credentials` on `host`.
    static func key(host: URL, credentials: KISCredentials) -> String {
        "\(host.absoluteString)#\(credentials.appKeyFingerprint)"
    }

    /// The entry key of refused issues for `credentials` on `host`: the key and the secret, so that the
    /// refusal of a mistyped secret is not repeated for the right one.
    static func refusalKey(host: URL, credentials: KISCredentials) -> String {
        "\(host.absoluteString)#\(credentials.keyAndSecretFingerprint)"
    }

    /// The cached token for `key`, if any.
    func token(for key: String) -> KISAccessToken? {
        lock.withLock { readFile().entries[key] }
    }

    /// When KIS last answered an issue request for `key` without a token, if it is remembered.
    func lastRefusedIssue(for key: String) -> Date? {
        lock.withLock { readFile().refusedIssues?[key] }
    }

    /// KIS's code and message of the last refusal for `key`, when one was kept (a refusal of the key
    /// itself, which another run then reports as it is instead of "once a minute").
    func lastRefusal(for key: String) -> (code: String, message: String)? {
        lock.withLock { readFile().refusals?[key].map { ($0.code, $0.message) } }
    }

    /// Remembers that KIS answered an issue request for `key` at `time` without a token, with
    /// `refusal`'s code and message when given.
    func storeRefusedIssue(at time: Date, for key: String, refusal: (code: String, message: String)? = nil) throws(FileSystemError) {
        try lock.withLock { () throws(FileSystemError) in try updating { () throws(FileSystemError) in
            let file = readFile()
            var refused = file.refusedIssues ?? [:]
            refused[key] = time
            var refusals = file.refusals ?? [:]
            refusals[key] = refusal.map { StoredRefusal(code: $0.code, message: $0.message) }
            try write(CacheFile(version: 1, entries: file.entries, refusedIssues: refused, refusals: refusals))
        } }
    }

    /// Stores `token` under `key`, keeping other keys' entries, dropping expired ones.
    func store(_ token: KISAccessToken, for key: String, now: Date) throws(FileSystemError) {
        try lock.withLock { () throws(FileSystemError) in try updating { () throws(FileSystemError) in
            let file = readFile()
            var entries = file.entries.filter { $0.value.expiresAt > now }
            entries[key] = token
            try write(CacheFile(version: 1, entries: entries, refusedIssues: file.refusedIssues, refusals: file.refusals))
        } }
    }

    private struct CacheFile: Codable {
        let version: Int
        let entries: [String: KISAccessToken]
        /// Per key, the last issue attempt KIS refused; absent in files written before it was kept.
        var refusedIssues: [String: Date]?
        /// Per key, the code and message of that refusal when it was one of the key itself.
        var refusals: [String: StoredRefusal]?

        static let empty = CacheFile(version: 1, entries: [:])
    }

    private struct StoredRefusal: Codable {
        let code: String
        let message: String
    }

    private func readFile() -> CacheFile {
        var status = stat()
        guard stat(fileURL.path, &status) == 0, status.st_mode & 0o077 == 0, status.st_size <= Self.largestSize,
              let data = FileManager.default.contents(atPath: fileURL.path),
              let file = try? StoredJSON.decoder.decode(CacheFile.self, from: data)
        else { return .empty }
        return file
    }

    /// Runs `update` (a read of the file and the write of its new version) holding the write lock file
    /// beside it: the processes of one user share the file, and an entry written by one (a token) must
    /// not be lost to another's update made from an older read (an approval key).
    private func updating(_ update: () throws(FileSystemError) -> Void) throws(FileSystemError) {
        try Directory.create(at: fileURL.deletingLastPathComponent().path, permissions: 0o700)
        let lock = try? AdvisoryFileLock.wait(at: fileURL.path + ".write.lock")
        try withExtendedLifetime(lock) { () throws(FileSystemError) in try update() }
    }

    /// Replaces the cache file (0600) atomically, creating its folder (0700) if missing.
    private func write(_ file: CacheFile) throws(FileSystemError) {
        guard let data = try? StoredJSON.encoder.encode(file) else { throw FileSystemError("encode", path: fileURL.path, code: EINVAL) }
        try Directory.create(at: fileURL.deletingLastPathComponent().path, permissions: 0o700)
        try AtomicFileWriter.write(data, to: fileURL.path, permissions: 0o600)
    }
}
