// A trampoline: work scheduled while other work runs on this thread waits its turn.

/// Runs the first action at once and queues nested ones until it returns, so recursion stays flat.
///
/// Every operator subscribes inside this trampoline (as in RxSwift), so a source that schedules
/// here starts emitting only once the whole subscription chain is wired and can be disposed.
public final class CurrentThreadScheduler: ImmediateSchedulerType, Sendable {
    /// The shared instance.
    public static let instance = CurrentThreadScheduler()

    /// Each thread's trampoline, created on first use and kept for the thread's lifetime.
    private static let trampolines = ThreadLocal<Trampoline>()

    private init() {}

    /// True when no action of this scheduler is running on this thread.
    public static var isScheduleRequired: Bool { !(trampolines.value?.isRunning ?? false) }

    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        let trampoline = Self.currentTrampoline
        if trampoline.isRunning {
            let item = ScheduledItem { action(state) }
            trampoline.enqueue(item)
            return item
        }
        return trampoline.run { action(state) }
    }

    /// Runs `body` as this thread's outermost trampolined action (or directly when one is already
    /// running), then the actions it queued. Unlike `schedule`, allocates nothing.
    static func runTrampolined<Result>(_ body: () -> Result) -> Result {
        let trampoline = currentTrampoline
        if trampoline.isRunning { return body() }
        return trampoline.run(body)
    }

    private static var currentTrampoline: Trampoline {
        if let existing = trampolines.value { return existing }
        let created = Trampoline()
        trampolines.value = created
        return created
    }

    /// One thread's queue of pending actions; touched only by its own thread.
    ///
    /// Unchecked exclusivity: only its own thread touches it and `run` never overlaps itself
    /// (callers check `isRunning`), while the run-time checks cost more than the rest of an
    /// empty `run` (callgrind, one per subscribe).
    private final class Trampoline {
        @exclusivity(unchecked) private(set) var isRunning = false
        @exclusivity(unchecked) private var items: [ScheduledItem] = []
        @exclusivity(unchecked) private var head = 0

        func enqueue(_ item: ScheduledItem) {
            items.append(item)
        }

        /// Runs `body`, then every queued action in FIFO order, including those queued meanwhile.
        func run<Result>(_ body: () -> Result) -> Result {
            isRunning = true
            defer {
                if !items.isEmpty {
                    items.removeAll(keepingCapacity: items.capacity <= 64)
                    head = 0
                }
                isRunning = false
            }
            let result = body()
            while head < items.count {
                let item = items[head]
                head += 1
                if head >= 1024 && head * 2 >= items.count {
                    items.removeFirst(head)
                    head = 0
                }
                item.invoke()
            }
            return result
        }
    }
}
