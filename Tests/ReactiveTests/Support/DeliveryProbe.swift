// An observer for the concurrency tests: records deliveries and notices overlapping ones.

import Synchronization

/// Records every element it receives and counts deliveries that overlapped another one.
final class DeliveryProbe: Sendable {
    private let inFlight = Atomic<Int>(0)
    private let overlapCount = Atomic<Int>(0)
    private let elements = Mutex<[Int]>([])

    /// How many deliveries started while another was still running.
    var overlaps: Int { overlapCount.load(ordering: .acquiring) }

    /// Everything received so far, in arrival order.
    var received: [Int] { elements.withLock { $0 } }

    /// Records `element`, holding the delivery open a little so that an overlap would be seen.
    func receive(_ element: Int) {
        var overlapped = inFlight.add(1, ordering: .acquiringAndReleasing).newValue != 1
        elements.withLock { $0.append(element) }
        for _ in 0..<32 {
            overlapped = overlapped || inFlight.load(ordering: .relaxed) != 1
        }
        if overlapped { overlapCount.add(1, ordering: .relaxed) }
        inFlight.subtract(1, ordering: .acquiringAndReleasing)
    }
}
