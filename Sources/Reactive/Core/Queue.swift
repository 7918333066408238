// A first-in first-out queue for the operators that buffer (zip, delay, concatMap).

/// A FIFO queue over a growable ring buffer: O(1) enqueue and dequeue, storage reused.
struct Queue<Element> {
    private var storage: ContiguousArray<Element?> = []
    private var head = 0
    /// How many elements are queued.
    private(set) var count = 0

    /// True when nothing is queued.
    var isEmpty: Bool { count == 0 }

    /// The oldest element, without removing it.
    var first: Element? { count == 0 ? nil : storage[head] }

    /// Appends `element` at the back.
    mutating func enqueue(_ element: Element) {
        if count == storage.count { grow() }
        storage[(head + count) % storage.count] = element
        count += 1
    }

    /// Removes and returns the oldest element.
    mutating func dequeue() -> Element? {
        guard count > 0 else { return nil }
        let element = storage[head]
        storage[head] = nil
        head = (head + 1) % storage.count
        count -= 1
        return element
    }

    /// Drops every element and the storage.
    mutating func removeAll() {
        storage = []
        head = 0
        count = 0
    }

    private mutating func grow() {
        var larger = ContiguousArray<Element?>(repeating: nil, count: Swift.max(4, storage.count * 2))
        for offset in 0..<count {
            larger[offset] = storage[(head + offset) % storage.count]
        }
        storage = larger
        head = 0
    }
}
