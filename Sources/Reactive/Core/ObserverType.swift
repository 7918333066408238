// The receiving end of a sequence.

/// Something that receives a sequence's events, one at a time, never concurrently.
public protocol ObserverType {
    /// The type of the elements received.
    associatedtype Element

    /// Receives one event. The sequence guarantees the Rx grammar and serial delivery.
    func on(_ event: Event<Element>)
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
