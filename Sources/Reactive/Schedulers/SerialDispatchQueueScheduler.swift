// Runs work in order on one serial dispatch queue.

import Dispatch

/// A scheduler over a serial `DispatchQueue`: actions never overlap and run in order.
public final class SerialDispatchQueueScheduler: DispatchQueueScheduler, @unchecked Sendable {
    // @unchecked: no state beyond the immutable configuration of the base class.
    /// A scheduler on a new serial queue with the given quality of service.
    public convenience init(
        qos: DispatchQoS,
        internalSerialQueueName: String = "stockwatch.reactive.serial",
        leeway: DispatchTimeInterval = .nanoseconds(0)
    ) {
        self.init(
            queue: DispatchQueue(label: internalSerialQueueName, qos: qos),
            internalSerialQueueName: internalSerialQueueName,
            leeway: leeway
        )
    }

    /// A scheduler on a new serial queue.
    public convenience init(internalSerialQueueName: String, leeway: DispatchTimeInterval = .nanoseconds(0)) {
        self.init(qos: .default, internalSerialQueueName: internalSerialQueueName, leeway: leeway)
    }

    /// A scheduler on a new serial queue targeting `queue` (which may be concurrent).
    public init(queue: DispatchQueue, internalSerialQueueName: String, leeway: DispatchTimeInterval = .nanoseconds(0)) {
        let serial = DispatchQueue(label: internalSerialQueueName, target: queue)
        super.init(configuration: DispatchQueueConfiguration(queue: serial, leeway: leeway))
    }
}
