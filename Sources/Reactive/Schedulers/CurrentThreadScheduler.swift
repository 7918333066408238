// A trampoline: work scheduled while other work runs on this thread waits its turn.

import Foundation

/// Runs the first action at once and queues nested ones until it returns, so recursion stays flat.
public final class CurrentThreadScheduler: ImmediateSchedulerType, Sendable {
    /// The shared instance.
    public static let instance = CurrentThreadScheduler()

    /// The queue of the thread currently trampolining, or nil when none is running.
    private static let queue = ThreadLocal<ScheduledQueue>()

    private init() {}

    /// True when no action of this scheduler is running on this thread.
    public static var isScheduleRequired: Bool { queue.value == nil }

    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        if let queue = Self.queue.value {
            let item = ScheduledItem { action(state) }
            queue.items.append(item)
            return item
        }
        let queue = ScheduledQueue()
        Self.queue.value = queue
        defer { Self.queue.value = nil }
        let disposable = action(state)
        while !queue.items.isEmpty {
            let batch = queue.items
            queue.items = []
            for item in batch { item.invoke() }
        }
        return disposable
    }

    /// The pending actions of one trampolining thread.
    private final class ScheduledQueue {
        var items: [ScheduledItem] = []
    }
}
