// The on-disk token cache: owner-only modes, keys, damaged or exposed files.

import Foundation
@testable import MarketData
import Testing

@Suite final class KISTokenCacheTests {
    private let now = Date(timeIntervalSince1970: 1_800_000_000)
    private let root = FileManager.default.temporaryDirectory.appendingPathComponent("kis-token-cache-\(UUID().uuidString)")
    private var directory: URL { root.appendingPathComponent("cache") }

    deinit {
        try? FileManager.default.removeItem(at: root)
    }

    private func token(_ value: String, expiresIn seconds: TimeInterval = 86_400) -> KISAccessToken {
        KISAccessToken(value: value, issuedAt: now, expiresAt: now.addingTimeInterval(seconds))
    }

    private func mode(_ path: String) throws -> Int {
        try #require(FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int)
    }

    @Test func storedTokensComeBackPerKeyFromAFileOnlyTheOwnerCanRead() throws {
        let cache = KISTokenCache(directory: directory)
        try cache.store(token("a"), for: "host-a#1", now: now)
        try cache.store(token("b"), for: "host-b#1", now: now)
        let reopened = KISTokenCache(directory: directory)
        #expect(reopened.token(for: "host-a#1") == token("a"))
        #expect(reopened.token(for: "host-b#1") == token("b"))
        #expect(reopened.token(for: "host-c#1") == nil)
        #expect(try mode(cache.fileURL.path) == 0o600)
        #expect(try mode(directory.path) == 0o700)
    }

    @Test func expiredEntriesAreDroppedOnSave() throws {
        let cache = KISTokenCache(directory: directory)
        try cache.store(token("old", expiresIn: 10), for: "old", now: now)
        try cache.store(token("new"), for: "new", now: now.addingTimeInterval(60))
        #expect(cache.token(for: "old") == nil)
        #expect(cache.token(for: "new") != nil)
    }

    @Test func aFileOthersCanReadIsIgnored() throws {
        let cache = KISTokenCache(directory: directory)
        try cache.store(token("a"), for: "k", now: now)
        chmod(cache.fileURL.path, 0o644)
        #expect(cache.token(for: "k") == nil)
    }

    /// A file past the ceiling is not read at all, even when it is valid JSON.
    @Test func aFileLargerThanAMebibyteCountsAsEmpty() throws {
        let cache = KISTokenCache(directory: directory)
        try cache.store(token("a"), for: "k", now: now)
        let handle = try FileHandle(forWritingTo: cache.fileURL)
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(repeating: 0x20, count: KISTokenCache.largestSize))
        try handle.close()
        #expect(cache.token(for: "k") == nil)
    }

    @Test func aDamagedFileCountsAsEmptyAndIsReplaced() throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let cache = KISTokenCache(directory: directory)
        _ = FileManager.default.createFile(atPath: cache.fileURL.path, contents: Data("{not json".utf8), attributes: [.posixPermissions: 0o600])
        #expect(cache.token(for: "k") == nil)
        try cache.store(token("a"), for: "k", now: now)
        #expect(cache.token(for: "k") == token("a"))
    }

    /// The attack trial's folder at the cache's path: nothing was cached, nothing said, a token issued every run.
    @Test func aFolderAtTheFilesPathIsAProblemToTellAndAFileOrNothingIsNot() throws {
        let cache = KISTokenCache(directory: directory)
        #expect(cache.problem == nil)
        try cache.store(token("a"), for: "k", now: now)
        #expect(cache.problem == nil)
        try FileManager.default.removeItem(at: cache.fileURL)
        try FileManager.default.createDirectory(at: cache.fileURL, withIntermediateDirectories: true)
        #expect(throws: (any Error).self) { try cache.store(token("b"), for: "k", now: now) }
        #expect(cache.problem == "\(cache.fileURL.path) is a folder, so KIS access tokens cannot be kept between runs and KIS "
            + "issues a new one (and notifies the account owner) at every start: remove it or move it away.")
    }

    @Test func theKeyNamesTheHostButNotTheAppKey() throws {
        let credentials = try KISCredentials(appKey: "PSsecretappkey", appSecret: "s")
        let key = KISTokenCache.key(host: URL(string: "https://openapivts.koreainvestment.com:29443")!, credentials: credentials)
        #expect(key.hasPrefix("https://openapivts.koreainvestment.com:29443#"))
        #expect(!key.contains("PSsecretappkey"))
        let other = try KISCredentials(appKey: "PSotherappkey", appSecret: "s")
        #expect(key != KISTokenCache.key(host: URL(string: "https://openapivts.koreainvestment.com:29443")!, credentials: other))
    }
}
