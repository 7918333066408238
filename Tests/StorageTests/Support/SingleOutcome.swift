// Reading the outcome of a Single that finishes during subscribe, as the file repository's do.

import Reactive

/// The test failed to get an outcome synchronously.
struct NoSynchronousOutcome: Error {}

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// The element, or the error, of a single that finishes while it is being subscribed.
    /// - Throws: the single's error, or `NoSynchronousOutcome` if it had not finished on return.
    func outcome() throws -> Element {
        var result: SingleEvent<Element>?
        _ = primitiveSequence.subscribe { result = $0 }
        guard let result else { throw NoSynchronousOutcome() }
        return try result.get()
    }
}
