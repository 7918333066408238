// The wrapper behind the traits (`Single`): an observable with a narrower contract.

/// An observable sequence whose `Trait` narrows what it may emit (for `SingleTrait`: exactly one
/// element, or an error), as in RxSwift.
public struct PrimitiveSequence<Trait, Element> {
    let source: Observable<Element>

    /// Wraps `source`, which must honour the trait's contract.
    init(raw source: Observable<Element>) {
        self.source = source
    }
}

/// Anything that is a `PrimitiveSequence`; lets trait operators be written as protocol extensions.
public protocol PrimitiveSequenceType {
    /// The trait that narrows the contract.
    associatedtype Trait
    /// The type of the elements.
    associatedtype Element

    /// This value as a `PrimitiveSequence`.
    var primitiveSequence: PrimitiveSequence<Trait, Element> { get }
}

extension PrimitiveSequence: PrimitiveSequenceType {
    public var primitiveSequence: PrimitiveSequence<Trait, Element> { self }
}

extension PrimitiveSequence: ObservableConvertibleType {
    /// The sequence as a plain observable.
    public func asObservable() -> Observable<Element> { source }
}
