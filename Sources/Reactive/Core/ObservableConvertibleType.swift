// Anything that can present itself as an Observable.

/// A type that can be converted to an `Observable` (subjects, traits, observables).
public protocol ObservableConvertibleType {
    /// The type of the elements of the sequence.
    associatedtype Element

    /// This value as an `Observable`.
    func asObservable() -> Observable<Element>
}
