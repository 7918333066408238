// Debug builds: spots an event delivered to one sink while another delivery to it is still running.

import Glibc
import Synchronization

/// Records which thread is delivering an event through a sink, so an overlapping delivery is
/// reported to `Hooks.synchronizationAnomalyHandler`: from the same thread (re-entrancy: an event
/// sent from inside the handling of the previous one) or from another (concurrency: the Rx
/// contract of serial events is broken), as RxSwift's `SynchronizationTracker` does.
///
/// Only debug builds keep one in every `Sink`; release builds pay nothing.
struct DeliveryTracker: ~Copyable {
    /// The delivering thread's identity, 0 while no delivery runs.
    private let owner = Atomic<UInt>(0)
    /// How many deliveries the owner thread has nested; only the owner touches it.
    private let depth = Atomic<Int>(0)

    init() {}

    /// Marks a delivery on the current thread as started, reporting an overlap.
    func enter() {
        let me = UInt(pthread_self())
        let (claimed, current) = owner.compareExchange(expected: 0, desired: me, ordering: .acquiring)
        if claimed {
            depth.store(1, ordering: .relaxed)
        } else if current == me {
            depth.add(1, ordering: .relaxed)
            Hooks.synchronizationAnomalyHandler(.reentrancy)
        } else {
            Hooks.synchronizationAnomalyHandler(.concurrency)
        }
    }

    /// Marks the current thread's delivery as finished (a concurrent one, never the owner, changes nothing).
    func exit() {
        guard owner.load(ordering: .relaxed) == UInt(pthread_self()) else { return }
        if depth.subtract(1, ordering: .relaxed).newValue == 0 { owner.store(0, ordering: .releasing) }
    }
}
