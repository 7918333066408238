// The on-disk cache of KIS access tokens (kis-token.json, mode 0600), keyed by host and app key.

import Reactive
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

/// Keeps issued tokens across runs, so the app does not issue one (and notify the account owner)
/// at every start. One JSON file in the cache directory, readable by its owner only, replaced
/// atomically; entries are keyed by host and a fingerprint of the app key, never the key itself.
///
/// A file that is missing, damaged or readable by others counts as empty (it is replaced on the next save).
final class KISTokenCache: Sendable {
    /// The cache file's name inside the directory.
    static let fileName = "kis-token.json"

    /// Where the file is.
    let fileURL: URL
    private let lock = LockedState<Void>(())

    /// A cache in `directory` (created with mode 0700 on the first save if missing).
    init(directory: URL) {
        fileURL = directory.appendingPathComponent(Self.fileName)
    }

    /// The entry key for `credentials` on `host`.
    static func key(host: URL, credentials: KISCredentials) -> String {
        "\(host.absoluteString)#\(credentials.appKeyFingerprint)"
    }

    /// The cached token for `key`, if any.
    func token(for key: String) -> KISAccessToken? {
        lock.withLock { _ in readEntries()[key] }
    }

    /// Stores `token` under `key`, keeping other keys' entries, dropping expired ones.
    func store(_ token: KISAccessToken, for key: String, now: Date) throws(KISTokenCacheError) {
        try lock.withLock { _ throws(KISTokenCacheError) in
            var entries = readEntries().filter { $0.value.expiresAt > now }
            entries[key] = token
            try write(CacheFile(version: 1, entries: entries))
        }
    }

    private struct CacheFile: Codable {
        let version: Int
        let entries: [String: KISAccessToken]
    }

    private func readEntries() -> [String: KISAccessToken] {
        var status = stat()
        guard stat(fileURL.path, &status) == 0, status.st_mode & 0o077 == 0,
              let data = FileManager.default.contents(atPath: fileURL.path),
              let file = try? Self.decoder.decode(CacheFile.self, from: data)
        else { return [:] }
        return file.entries
    }

    /// Writes a temporary file (0600) beside the cache, flushes it and renames it over the cache.
    private func write(_ file: CacheFile) throws(KISTokenCacheError) {
        let directory = fileURL.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(
                at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700]
            )
        } catch {
            throw .cannotWrite(directory.path, String(describing: error))
        }
        guard let data = try? Self.encoder.encode(file) else { throw .cannotWrite(fileURL.path, "encoding failed") }
        let temporary = fileURL.path + ".tmp-\(getpid())"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw .cannotWrite(temporary, String(cString: strerror(errno))) }
        let written = data.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
        let flushed = fsync(descriptor) == 0
        close(descriptor)
        guard written == data.count, flushed, chmod(temporary, 0o600) == 0, rename(temporary, fileURL.path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw .cannotWrite(fileURL.path, reason)
        }
    }

    private static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        return encoder
    }()

    private static let decoder: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }()
}

/// Why the token cache could not be saved.
enum KISTokenCacheError: Error, Equatable {
    case cannotWrite(String, String)
}
