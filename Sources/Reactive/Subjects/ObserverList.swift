// The subscribers of a subject, cheap to snapshot per event.

/// An ordered list of event handlers with removal by key; copying it is one retain.
struct ObserverList<Element> {
    typealias Handler = (Event<Element>) -> Void

    private(set) var entries: [(key: Int, handler: Handler)] = []
    private var nextKey = 0

    /// Adds `handler`, returning the key that removes it.
    mutating func insert(_ handler: @escaping Handler) -> Int {
        let key = nextKey
        nextKey += 1
        entries.append((key, handler))
        return key
    }

    /// Removes the handler with `key`, if present.
    mutating func remove(_ key: Int) {
        if let index = entries.firstIndex(where: { $0.key == key }) {
            entries.remove(at: index)
        }
    }

    mutating func removeAll() { entries = [] }

    var isEmpty: Bool { entries.isEmpty }

    /// Delivers `event` to every handler in subscription order.
    func dispatch(_ event: Event<Element>) {
        for entry in entries { entry.handler(event) }
    }
}
