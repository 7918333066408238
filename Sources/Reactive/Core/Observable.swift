// The base class of every sequence.

/// A push-based sequence of `Element`s: subscribe to receive `next* (error | completed)?`.
///
/// Operators are methods on `ObservableType` that return new `Observable`s; nothing runs until
/// someone subscribes.
public class Observable<Element>: ObservableType {
    init() {}

    /// Subclasses override this; calling it on the base class is a programming error.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        preconditionFailure("Observable.subscribe is abstract; subclasses override it")
    }

    public func asObservable() -> Observable<Element> { self }

    /// What `filter(predicate)` returns for this sequence. An operator that can absorb a filter
    /// overrides it (`map`: one sink per subscription instead of two); the rest get `FilterObservable`.
    func filtered(by predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        FilterObservable(source: self, predicate: predicate)
    }
}
