// Debug accounting of live subscriptions, so tests can prove nothing leaks.

import Synchronization

/// Counts live sinks, subject subscriptions and closure observers in debug builds.
///
/// `total` is process-wide; `countingLive(_:)` gives one test its own count, so tests running
/// in parallel do not disturb each other's figures.
public enum Resources {
    /// Live resources in the whole process (always 0 in release builds).
    public static var total: Int { ResourceCounter.global.value }

    /// Runs `body`, then returns how many resources created inside it are still alive.
    public static func countingLive(_ body: () throws -> Void) rethrows -> Int {
        let counter = ResourceCounter()
        try ResourceCounter.$current.withValue(counter) { try body() }
        return counter.value
    }

    /// Registers one live resource until the returned token is released.
    static func track() -> ResourceToken { ResourceToken() }
}

/// A live-resource count shared by the resources it was current for.
final class ResourceCounter: Sendable {
    static let global = ResourceCounter()
    @TaskLocal static var current: ResourceCounter?

    private let count = Atomic<Int>(0)
    var value: Int { count.load(ordering: .relaxed) }
    func add(_ delta: Int) { count.add(delta, ordering: .relaxed) }
}

/// Held by a tracked object: counts it while alive, uncounts it on deinit.
final class ResourceToken: Sendable {
    private let scope: ResourceCounter?

    init() {
        scope = ResourceCounter.current
        ResourceCounter.global.add(1)
        scope?.add(1)
    }

    deinit {
        ResourceCounter.global.add(-1)
        scope?.add(-1)
    }
}
