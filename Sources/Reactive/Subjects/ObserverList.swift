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
        forEach(of: snapshot, as: Element.self) { $0.onNext(element) }
    }

    /// Delivers `event` to every observer of `snapshot` in subscription order.
    static func dispatch<Element>(_ event: Event<Element>, to snapshot: Snapshot) {
        forEach(of: snapshot, as: Element.self) { $0.on(event) }
    }

    /// Calls `deliver` with each observer of `snapshot` without retaining it: the caller's
    /// snapshot keeps every one of them alive until the loop ends, and the retain and release per
    /// observer were a third of a delivery's cost (callgrind, rows c and f).
    @inline(__always)
    private static func forEach<Element>(
        of snapshot: Snapshot,
        as _: Element.Type,
        _ deliver: (SubjectObserver<Element>) -> Void
    ) {
        snapshot.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: Unmanaged<AnyObject>.self) { observers in
                for observer in observers {
                    observer._withUnsafeGuaranteedRef { deliver(unsafeDowncast($0, to: SubjectObserver<Element>.self)) }
                }
            }
        }
    }
}
