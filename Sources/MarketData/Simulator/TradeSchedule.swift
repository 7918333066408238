// A min-heap of "listing i trades next at time t", so each listing keeps its own pace.

/// The pending next trade of every listing, earliest first (ties: lower listing index first).
struct TradeSchedule: Sendable, Equatable {
    /// One listing's next trade.
    struct Entry: Sendable, Equatable {
        let time: Double
        let listing: Int

        func precedes(_ other: Entry) -> Bool { (time, listing) < (other.time, other.listing) }
    }

    private var heap: [Entry] = []

    var isEmpty: Bool { heap.isEmpty }

    /// The earliest pending trade.
    var first: Entry? { heap.first }

    mutating func insert(_ entry: Entry) {
        heap.append(entry)
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard heap[child].precedes(heap[parent]) else { break }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    /// Replaces the earliest entry with `entry` (cheaper than remove + insert).
    mutating func replaceFirst(with entry: Entry) {
        precondition(!heap.isEmpty, "nothing to replace")
        heap[0] = entry
        var parent = 0
        while true {
            let left = 2 * parent + 1
            let right = left + 1
            var smallest = parent
            if left < heap.count, heap[left].precedes(heap[smallest]) { smallest = left }
            if right < heap.count, heap[right].precedes(heap[smallest]) { smallest = right }
            if smallest == parent { return }
            heap.swapAt(parent, smallest)
            parent = smallest
        }
    }
}
