// The subscribers of a subject, cheap to snapshot per event.

/// Subscribers in subscription order with removal by identity.
///
/// Not generic on purpose: snapshotting and iterating it then needs no generic metadata lookup,
/// which in unspecialised code would cost more than delivering the event. Each entry is a
/// `SubjectObserver<Element>`, recovered with `unsafeDowncast` (the subject stores nothing else).
struct ObserverList {
    /// What a subject copies under its lock to deliver one event after unlocking: one retain.
    typealias Snapshot = ContiguousArray<AnyObject>

    /// The observers, in subscription order.
    private(set) var snapshot: Snapshot = []

    /// Appends `observer`.
    mutating func insert<Element>(_ observer: SubjectObserver<Element>) {
        snapshot.append(observer)
    }

    /// Removes `observer`, if present. By identity: the caller holds `observer`, so its address
    /// cannot have been reused by another entry.
    mutating func remove(_ observer: AnyObject) {
        guard let index = snapshot.firstIndex(where: { $0 === observer }) else { return }
        snapshot.remove(at: index)
    }

    /// Removes every observer, returning them for a last delivery.
    @discardableResult
    mutating func removeAll() -> Snapshot {
        let all = snapshot
        snapshot = []
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
