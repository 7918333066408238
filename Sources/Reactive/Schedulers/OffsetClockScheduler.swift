// A scheduler whose clock reads a fixed offset from another's: work runs on the other, time reads shifted.

import FoundationEssentials

/// Runs everything on `base` and reports `base.now + offset` as the time, so a simulated market can
/// start at any moment (`--clock`: a holiday, the closing auction) while delays and periods stay real.
public struct OffsetClockScheduler: SchedulerType {
    private let base: any SchedulerType
    /// Seconds added to `base.now`.
    public let offset: TimeInterval

    public init(base: any SchedulerType, offset: TimeInterval) {
        self.base = base
        self.offset = offset
    }

    /// A scheduler on `base` whose clock reads `start` now and runs on from there.
    public init(base: any SchedulerType, startingAt start: RxTime) {
        self.init(base: base, offset: start.timeIntervalSince(base.now))
    }

    public var now: RxTime { base.now.addingTimeInterval(offset) }

    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        base.schedule(state, action: action)
    }

    public func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        base.scheduleRelative(state, dueTime: dueTime, action: action)
    }

    public func schedulePeriodic<StateType>(
        _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval, action: @escaping (StateType) -> StateType
    ) -> Disposable {
        base.schedulePeriodic(state, startAfter: startAfter, period: period, action: action)
    }
}
