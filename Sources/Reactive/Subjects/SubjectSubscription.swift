// The disposable side of a subject's subscriber, in a class no generic parameter names.

/// What a subject hands back from `subscribe`: disposing it removes the subscriber from its subject.
///
/// Not generic on purpose: `SubjectObserver<Element>` inherits its `Disposable` conformance from
/// here, and a subject returns it upcast to this class, so the `Disposable` existential records
/// this class's static metadata and witness table instead of looking up `SubjectObserver<Element>`'s
/// (a generic metadata lookup per subscription in unspecialised code; callgrind, row e).
class SubjectSubscription: Disposable, @unchecked Sendable {
    // @unchecked: no state here; `SubjectObserver` says why it is safe.

    /// Removes this subscriber from its subject; `SubjectObserver` overrides it.
    func dispose() {
        preconditionFailure("SubjectSubscription.dispose is abstract; SubjectObserver overrides it")
    }
}
