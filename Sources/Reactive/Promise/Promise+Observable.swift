// The bridge from a promise to an observable sequence.

extension Promise: ObservableConvertibleType {
    /// A sequence of the promise's value then completion, or of its error.
    ///
    /// Events are delivered on the thread that settles the promise, or at once on subscription when
    /// it is already settled; a cancelled promise ends the sequence with `PromiseError.cancelled`.
    /// Disposing before then forgets the subscriber; the promise is unaffected, since other chains and
    /// subscribers may still wait on it (cancel it yourself if it is yours alone).
    public func asObservable() -> Observable<T> {
        Observable.create { observer in
            let key = self.pipe { result in
                switch result {
                case .success(let value):
                    observer.onNext(value)
                    observer.onCompleted()
                case .failure(let error):
                    observer.onError(error)
                }
            }
            guard let key else { return Disposables.create() }
            return Disposables.create { self.removeHandler(key) }
        }
    }
}
