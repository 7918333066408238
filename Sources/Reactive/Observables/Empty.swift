// `empty`: a sequence that completes at once.

extension ObservableType {
    /// Completes immediately without emitting any element.
    /// - seealso: [empty operator on reactivex.io](http://reactivex.io/documentation/operators/empty-never-throw.html)
    /// - returns: A sequence of only `.completed`.
    public static func empty() -> Observable<Element> {
        EmptyObservable()
    }
}

private final class EmptyObservable<Element>: Producer<Element> {
    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        observer.on(.completed)
        return Disposables.create()
    }
}
