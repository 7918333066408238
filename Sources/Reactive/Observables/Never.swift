// `never`: a sequence that never emits anything.

extension ObservableType {
    /// Never emits an element and never terminates.
    /// - seealso: [never operator on reactivex.io](http://reactivex.io/documentation/operators/empty-never-throw.html)
    /// - returns: A sequence without any event.
    public static func never() -> Observable<Element> {
        NeverObservable()
    }
}

private final class NeverObservable<Element>: Producer<Element> {
    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        Disposables.create()
    }
}
