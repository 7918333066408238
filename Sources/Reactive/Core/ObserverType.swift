// The receiving end of a sequence.

/// Something that receives a sequence's events, one at a time, never concurrently.
///
/// Conforming types implement `on(_:)`. The library's own observers also implement `onNext(_:)`,
/// the element-only fast path, and where it pays `onCompleted()`: in unspecialised generic code,
/// building and switching on an `Event<Element>` costs a runtime metadata lookup per event, passing
/// a bare element (or nothing) does not.
public protocol ObserverType {
    /// The type of the elements received.
    associatedtype Element

    /// Receives one event. The sequence guarantees the Rx grammar and serial delivery.
    func on(_ event: Event<Element>)

    /// Receives one element; the same as `on(.next(element))`, which is what it does by default.
    func onNext(_ element: Element)

    /// Receives the completion; the same as `on(.completed)`, which is what it does by default.
    /// A requirement so a sequence that completes during every subscription (`just`) can reach an
    /// observer that completes without an `Event` (the inner observer of `flatMap`).
    func onCompleted()
}

extension ObserverType {
    /// Sends `.next(element)`.
    @inlinable
    public func onNext(_ element: Element) { on(.next(element)) }

    /// Sends `.completed`.
    @inlinable
    public func onCompleted() { on(.completed) }

    /// Sends `.error(error)`.
    @inlinable
    public func onError(_ error: Swift.Error) { on(.error(error)) }
}
