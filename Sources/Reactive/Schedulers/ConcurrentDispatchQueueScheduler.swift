// Runs work on a concurrent dispatch queue.

import Dispatch

/// A scheduler over a concurrent `DispatchQueue`: actions may run in parallel.
public final class ConcurrentDispatchQueueScheduler: DispatchQueueScheduler, @unchecked Sendable {
    // @unchecked: no state beyond the immutable configuration of the base class.
    /// A scheduler on `queue`.
    public init(queue: DispatchQueue, leeway: DispatchTimeInterval = .nanoseconds(0)) {
        super.init(configuration: DispatchQueueConfiguration(queue: queue, leeway: leeway))
    }

    /// A scheduler on the global queue of the given quality of service.
    public convenience init(qos: DispatchQoS, leeway: DispatchTimeInterval = .nanoseconds(0)) {
        self.init(queue: DispatchQueue.global(qos: qos.qosClass), leeway: leeway)
    }
}
