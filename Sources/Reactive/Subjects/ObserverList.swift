// The subscribers of a subject, cheap to snapshot per event.

/// Subscribers in subscription order with removal by key.
///
/// Not generic on purpose: snapshotting and iterating it then needs no generic metadata lookup,
/// which in unspecialised code would cost more than delivering the event. Each entry is a
/// `SubjectObserver<Element>`, recovered with `unsafeDowncast` (the subject stores nothing else).
struct ObserverList {
    /// What a subject copies under its lock to deliver one event after unlocking: one retain.
    typealias Snapshot = ContiguousArray<AnyObject>

    /// The observers, in subscription order.
    private(set) var snapshot: Snapshot = []
    private var keys: ContiguousArray<Int> = []
    private var nextKey = 0

    /// Adds `observer`, returning the key that removes it.
    mutating func insert<Element>(_ observer: SubjectObserver<Element>) -> Int {
        let key = nextKey
        nextKey += 1
        snapshot.append(observer)
        keys.append(key)
        return key
    }

    /// Removes the observer with `key`, if present.
    mutating func remove(_ key: Int) {
        guard let index = keys.firstIndex(of: key) else { return }
        keys.remove(at: index)
        snapshot.remove(at: index)
    }

    /// Removes every observer, returning them for a last delivery.
    @discardableResult
    mutating func removeAll() -> Snapshot {
        let all = snapshot
        snapshot = []
        keys = []
        return all
    }

    var isEmpty: Bool { snapshot.isEmpty }

    /// Delivers `element` to every observer of `snapshot` in subscription order.
    static func dispatchNext<Element>(_ element: Element, to snapshot: Snapshot) {
        for observer in snapshot {
            unsafeDowncast(observer, to: SubjectObserver<Element>.self).onNext(element)
        }
    }

    /// Delivers `event` to every observer of `snapshot` in subscription order.
    static func dispatch<Element>(_ event: Event<Element>, to snapshot: Snapshot) {
        for observer in snapshot {
            unsafeDowncast(observer, to: SubjectObserver<Element>.self).on(event)
        }
    }
}
