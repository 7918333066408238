// The bridge from an observable sequence to a promise.

extension ObservableType {
    /// A promise of the sequence's first element: it fulfils with it and unsubscribes at once.
    ///
    /// An error rejects the promise; completion without an element rejects with `RxError.noElements`.
    /// Cancelling the promise disposes the subscription, which stops the sequence's work.
    public func asPromise() -> Promise<Element> {
        let (promise, resolver) = Promise<Element>.pending()
        let subscription = SingleAssignmentDisposable()
        resolver.onCancel { subscription.dispose() }
        subscription.setDisposable(subscribe { event in
            switch event {
            case .next(let element): resolver.fulfill(element)
            case .error(let error): resolver.reject(error)
            case .completed: resolver.reject(RxError.noElements)
            }
            subscription.dispose()
        })
        return promise
    }
}
