// Time types shared by the schedulers.

import Dispatch
import FoundationEssentials

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
    /// The interval from `start` to `end`: zero when `end` is not later, `.never` when it is beyond reach.
    static func between(_ start: Date, _ end: Date) -> DispatchTimeInterval {
        let nanoseconds = (end.timeIntervalSince(start) * 1_000_000_000).rounded()
        if nanoseconds >= Double(Int.max) { return .never }
        return .nanoseconds(nanoseconds > 0 ? Int(nanoseconds) : 0)
    }
}

extension Date {
    /// This date moved forward by `interval` (`.never` gives the distant future).
    func adding(_ interval: RxTimeInterval) -> Date {
        let seconds = interval.timeIntervalInSeconds
        return seconds.isFinite ? addingTimeInterval(seconds) : .distantFuture
    }
}
