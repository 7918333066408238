// `error`: a sequence that fails at once.

extension ObservableType {
    /// Fails immediately with `error`, without emitting any element.
    /// - seealso: [throw operator on reactivex.io](http://reactivex.io/documentation/operators/empty-never-throw.html)
    /// - parameter error: The error the sequence fails with.
    /// - returns: A sequence of only `.error(error)`.
    public static func error(_ error: Swift.Error) -> Observable<Element> {
        ErrorObservable(error: error)
    }
}

private final class ErrorObservable<Element>: Producer<Element> {
    private let error: Swift.Error

    init(error: Swift.Error) {
        self.error = error
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        observer.on(.error(error))
        return Disposables.create()
    }
}
