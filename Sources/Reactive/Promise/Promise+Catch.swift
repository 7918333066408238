// The error handlers of a promise: catch, recover, ensure, cauterize.

extension Promise {
    /// Handles a rejection at the end of a chain; a fulfilment skips `body`.
    ///
    /// - Returns: A finalizer whose `finally` runs after this, fulfilled or rejected.
    @discardableResult
    public func `catch`(
        on scheduler: any ImmediateSchedulerType = MainScheduler.instance,
        _ body: @escaping (Error) -> Void
    ) -> PromiseFinalizer {
        let (finished, resolver) = Promise<Void>.pending()
        pipe { result in
            switch result {
            case .success:
                resolver.fulfill(())
            case .failure(let error):
                resolver.run(on: scheduler) {
                    body(error)
                    resolver.fulfill(())
                }
            }
        }
        return PromiseFinalizer(finished: finished)
    }

    /// Replaces a rejection with the promise `body` returns (or rethrows to stay rejected).
    ///
    /// A fulfilment passes through without running `body`.
    public func recover(
        on scheduler: any ImmediateSchedulerType = MainScheduler.instance,
        _ body: @escaping (Error) throws -> Promise<T>
    ) -> Promise<T> {
        chainError(on: scheduler) { error, resolver in
            try body(error).pipe(resolver.resolve)
        }
    }

    /// Runs `body` when the promise settles either way, then passes the result on unchanged.
    public func ensure(
        on scheduler: any ImmediateSchedulerType = MainScheduler.instance,
        _ body: @escaping () -> Void
    ) -> Promise<T> {
        chainResult(on: scheduler) { result, resolver in
            body()
            resolver.resolve(result)
        }
    }

    /// Ends a chain whose errors are deliberately ignored, saying so in the code.
    @discardableResult
    public func cauterize() -> PromiseFinalizer {
        self.catch(on: ImmediateScheduler.instance) { _ in }
    }
}

extension Promise where T == Void {
    /// Handles a rejection of a `Promise<Void>` in place: the result fulfils unless `body` throws.
    public func recover(
        on scheduler: any ImmediateSchedulerType = MainScheduler.instance,
        _ body: @escaping (Error) throws -> Void
    ) -> Promise<Void> {
        chainError(on: scheduler) { error, resolver in
            try body(error)
            resolver.fulfill(())
        }
    }
}
