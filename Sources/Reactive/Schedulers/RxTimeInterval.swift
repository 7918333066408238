// Time types shared by the schedulers.

import Dispatch
import Foundation

/// A relative time, as in RxSwift.
public typealias RxTimeInterval = DispatchTimeInterval

/// An absolute time, as in RxSwift.
public typealias RxTime = Date

extension DispatchTimeInterval {
    /// The interval in seconds (`.never` is infinity).
    public var timeIntervalInSeconds: TimeInterval {
        switch self {
        case .seconds(let value): return TimeInterval(value)
        case .milliseconds(let value): return TimeInterval(value) / 1_000
        case .microseconds(let value): return TimeInterval(value) / 1_000_000
        case .nanoseconds(let value): return TimeInterval(value) / 1_000_000_000
        case .never: return .infinity
        @unknown default: return .infinity
        }
    }
}

extension DispatchTimeInterval {
    /// What is left of this interval once `elapsed` seconds have passed; never negative.
    func remaining(afterElapsed elapsed: TimeInterval) -> DispatchTimeInterval {
        if case .never = self { return .never }
        let left = timeIntervalInSeconds - elapsed
        return .nanoseconds(left > 0 ? Int((left * 1_000_000_000).rounded()) : 0)
    }
}

extension Date {
    /// This date moved forward by `interval` (`.never` gives the distant future).
    func adding(_ interval: RxTimeInterval) -> Date {
        let seconds = interval.timeIntervalInSeconds
        return seconds.isFinite ? addingTimeInterval(seconds) : .distantFuture
    }
}
