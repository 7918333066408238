// The arithmetic of a token bucket, free of clocks and threads.

import FoundationEssentials

/// A token bucket that hands out permits and says how long a caller must wait for one.
///
/// It starts full. A reservation always succeeds: when the bucket is empty the permit is taken on
/// credit and the caller is told how long to wait, so callers queue up in order at the refill rate.
public struct TokenBucket: Sendable, Equatable {
    /// The most permits that can be taken at once after a quiet period.
    public let capacity: Double
    /// Permits added per second.
    public let refillPerSecond: Double
    /// Permits available now; negative while reservations are waiting.
    public private(set) var tokens: Double
    private var updatedAt: Date?

    /// A full bucket of `capacity` permits refilled at `refillPerSecond`.
    public init(capacity: Int, refillPerSecond: Double) {
        precondition(capacity >= 1 && refillPerSecond > 0, "a token bucket needs a capacity and a refill rate")
        self.capacity = Double(capacity)
        self.refillPerSecond = refillPerSecond
        tokens = Double(capacity)
    }

    /// Takes one permit at `now` and returns how many seconds the caller must wait before using it.
    public mutating func reserve(at now: Date) -> TimeInterval {
        refill(until: now)
        tokens -= 1
        return tokens >= 0 ? 0 : -tokens / refillPerSecond
    }

    private mutating func refill(until now: Date) {
        guard let last = updatedAt else {
            updatedAt = now
            return
        }
        guard now > last else { return }
        tokens = min(capacity, tokens + now.timeIntervalSince(last) * refillPerSecond)
        updatedAt = now
    }
}
