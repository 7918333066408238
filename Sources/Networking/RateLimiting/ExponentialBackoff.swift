// How long to wait after repeated failures: doubling delays up to a ceiling.

import FoundationEssentials
import Glibc

/// Delays that grow by `multiplier` after each consecutive failure, from `initial` up to `maximum`.
public struct ExponentialBackoff: Sendable, Equatable {
    public let initial: TimeInterval
    public let multiplier: Double
    public let maximum: TimeInterval

    public init(initial: TimeInterval, multiplier: Double = 2, maximum: TimeInterval) {
        precondition(initial > 0 && multiplier >= 1 && maximum >= initial, "backoff needs 0 < initial <= maximum")
        self.initial = initial
        self.multiplier = multiplier
        self.maximum = maximum
    }

    /// 1 s, 2 s, 4 s … up to a minute.
    public static let standard = ExponentialBackoff(initial: 1, maximum: 60)

    /// The delay after `failures` consecutive failures (1 for the first).
    public func delay(afterFailures failures: Int) -> TimeInterval {
        guard failures > 1 else { return initial }
        let exponent = Double(min(failures - 1, 64))
        return min(maximum, initial * pow(multiplier, exponent))
    }
}
