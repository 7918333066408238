// The protocol every sequence conforms to, with the closure-based subscribe.

/// A push-based sequence that observers subscribe to.
public protocol ObservableType: ObservableConvertibleType {
    /// Subscribes `observer`; the returned disposable ends the subscription.
    func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element
}

extension ObservableType {
    public func asObservable() -> Observable<Element> {
        Observable.create { observer in self.subscribe(observer) }
    }

    /// Subscribes an event handler.
    public func subscribe(_ on: @escaping (Event<Element>) -> Void) -> Disposable {
        subscribe(AnonymousObserver(on))
    }

    /// Subscribes element, error, completion and disposal handlers; any may be omitted.
    ///
    /// `onDisposed` runs once when the subscription ends, whether by a terminal event or by dispose.
    /// Inlinable, so a caller's module specialises it: the observer's type metadata and conformance
    /// are then looked up once per program, not once per subscription.
    @inlinable
    public func subscribe(
        onNext: ((Element) -> Void)? = nil,
        onError: ((Swift.Error) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        let disposable = onDisposed.map { AnonymousDisposable($0) }
        let subscription = subscribe(
            AnonymousObserver(onNext: onNext, onError: onError, onCompleted: onCompleted, terminated: disposable)
        )
        guard let disposable else { return subscription }
        return Disposables.create(subscription, disposable)
    }
}
