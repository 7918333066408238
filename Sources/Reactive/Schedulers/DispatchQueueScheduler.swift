// The base of the schedulers that run work on a DispatchQueue.

import Dispatch
import FoundationEssentials

/// Runs scheduled work on one `DispatchQueue`; see the serial and concurrent subclasses.
public class DispatchQueueScheduler: SchedulerType, @unchecked Sendable {
    // @unchecked: the only state is an immutable, Sendable configuration; the class is
    // non-final so the serial and concurrent schedulers can share this code.
    let configuration: DispatchQueueConfiguration

    init(configuration: DispatchQueueConfiguration) {
        self.configuration = configuration
    }

    public var now: RxTime { Date() }

    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        configuration.schedule(state, action: action)
    }

    public func scheduleRelative<StateType>(
        _ state: StateType,
        dueTime: RxTimeInterval,
        action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        configuration.scheduleRelative(state, dueTime: dueTime, action: action)
    }

    public func schedulePeriodic<StateType>(
        _ state: StateType,
        startAfter: RxTimeInterval,
        period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> Disposable {
        configuration.schedulePeriodic(state, startAfter: startAfter, period: period, action: action)
    }
}
