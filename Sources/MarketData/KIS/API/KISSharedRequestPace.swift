// One app key's request budget shared by every StockWatch process that uses it, through a small locked file.

import DisplayText
import FileSystem
import FoundationEssentials

/// Spaces the REST requests of all processes using one app key (a full screen and a `--once` beside it)
/// at the key's pace: the file `kis-pace-<key fingerprint>.lock` in the cache folder holds the time of
/// the next free slot, read and moved on under an exclusive `flock`. Each process still runs its own
/// `RateLimiter` first; this adds the wait the other processes' requests impose. Slots are in the
/// machine's time, never a client's `--clock`: two processes started apart shift theirs by different amounts.
final class KISSharedRequestPace: Sendable {
    private let path: String
    private let interval: TimeInterval
    private let machineClock: @Sendable () -> Date

    /// The pace of the app key of `credentials` on `host`, `requestsPerSecond` for all processes together,
    /// its slots read on `machineClock`.
    init(
        directory: URL, host: URL, credentials: KISCredentials, requestsPerSecond: Double,
        machineClock: @escaping @Sendable () -> Date = { Date() }
    ) {
        let hostName = (host.host ?? "host").filter { $0.isLetter || $0.isNumber || $0 == "." }
        path = directory.appendingPathComponent("kis-pace-\(hostName)-\(credentials.appKeyFingerprint).lock").path
        interval = 1 / requestsPerSecond
        self.machineClock = machineClock
        try? Directory.create(at: directory.path, permissions: 0o700)
    }

    /// Takes the next free slot from now on and returns the seconds to wait for it (0 when free). A
    /// file that cannot be used gives 0: the process's own limiter still holds. A slot more than a
    /// minute ahead (a clock set back, a damaged file) is not believed.
    func reserve() -> TimeInterval {
        let now = machineClock()
        guard let lock = try? AdvisoryFileLock.wait(at: path) else { return 0 }
        let stored = Double(lock.contents.trimmingWhitespace()).map { Date(timeIntervalSince1970: $0) } ?? now
        let slot = max(now, stored.timeIntervalSince(now) > 60 ? now : stored)
        lock.replaceContents(with: String(slot.timeIntervalSince1970 + interval))
        return slot.timeIntervalSince(now)
    }
}
