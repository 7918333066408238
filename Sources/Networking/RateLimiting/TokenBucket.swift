// The arithmetic of a token bucket, free of clocks and threads.

import FoundationEssentials

/// A token bucket that hands out permits and says how long a caller must wait for one.
///
/// It starts full. A reservation always succeeds: when the bucket is empty the permit is taken on
/// credit and the caller is told how long to wait, so callers queue up in order at the refill rate.
/// A permit given back unused (`release`) returns to the bucket once no later reservation counts on it.
public struct TokenBucket: Sendable, Equatable {
    /// The most permits that can be taken at once after a quiet period.
    public let capacity: Double
    /// Permits added per second.
    public let refillPerSecond: Double
    /// Permits available now; negative while reservations are waiting.
    public private(set) var tokens: Double
    private var updatedAt: Date?
    /// How many permits are out: the next one's number.
    private var issued = 0
    /// Permits given back that later ones still count on (their waits were worked out behind them).
    private var released: Set<Int> = []

    /// A full bucket of `capacity` permits refilled at `refillPerSecond`.
    public init(capacity: Int, refillPerSecond: Double) {
        precondition(capacity >= 1 && refillPerSecond > 0, "a token bucket needs a capacity and a refill rate")
        self.capacity = Double(capacity)
        self.refillPerSecond = refillPerSecond
        tokens = Double(capacity)
    }

    /// Takes one permit at `now`: how many seconds the caller must wait before using it, and the
    /// permit's number for `release`.
    public mutating func reserve(at now: Date) -> (wait: TimeInterval, permit: Int) {
        refill(until: now)
        tokens -= 1
        issued += 1
        return (tokens >= 0 ? 0 : -tokens / refillPerSecond, issued - 1)
    }

    /// Gives back `permit`, taken but not used (its request was cancelled while it waited), at `now`.
    /// The newest permit goes back at once, as if never taken; an older one only after every permit
    /// taken after it has gone back too, since their waits assumed it: handing its slot to a newcomer
    /// could put two requests where the limit allows one.
    public mutating func release(_ permit: Int, at now: Date) {
        refill(until: now)
        released.insert(permit)
        while issued > 0, released.remove(issued - 1) != nil {
            issued -= 1
            tokens = min(capacity, tokens + 1)
        }
    }

    private mutating func refill(until now: Date) {
        guard let last = updatedAt else {
            updatedAt = now
            return
        }
        guard now > last else { return }
        tokens = min(capacity, tokens + now.timeIntervalSince(last) * refillPerSecond)
        updatedAt = now
        // Full again: no permit is waiting, and one given back now would change nothing.
        if tokens == capacity { released.removeAll() }
    }
}
