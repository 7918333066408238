// A serial dispatch scheduler whose clock reads a chosen moment at its creation and runs on from there.

import Foundation
import Reactive

/// Schedules like a `SerialDispatchQueueScheduler` but reports `now` shifted to start at `startingAt`,
/// so a benchmark can run real code "after the close of the cached day" at any hour it is run.
final class ShiftedClockScheduler: SchedulerType, @unchecked Sendable {
    // @unchecked: the offset is immutable and the base scheduler is Sendable.
    private let base = SerialDispatchQueueScheduler(internalSerialQueueName: "stockwatch.bench.shifted")
    private let offset: TimeInterval

    init(startingAt moment: Date) {
        offset = moment.timeIntervalSince(Date())
    }

    var now: RxTime { Date().addingTimeInterval(offset) }

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        base.schedule(state, action: action)
    }

    func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        base.scheduleRelative(state, dueTime: dueTime, action: action)
    }
}
