// The error handlers of a promise: catch, recover, ensure, cauterize.

extension Promise {
    /// Handles a rejection at the end of a chain; a fulfilment skips `body`.
    ///
    /// A cancellation of this promise reaches `body` as `PromiseError.cancelled`.
    ///
    /// - Returns: A finalizer whose `finally` runs after this, fulfilled or rejected.
    @discardableResult
    public func `catch`(
        on scheduler: any ImmediateSchedulerType = MainScheduler.instance,
        _ body: @escaping (Error) -> Void
    ) -> PromiseFinalizer {
        let finished: Promise<Void> = chainError(on: scheduler, passingOn: { _ in .success(()) }) { error, resolver in
            body(error)
            resolver.fulfill(())
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
        chainError(on: scheduler, passingOn: { .success($0) }) { error, resolver in
            resolver.follow(try body(error))
        }
    }

    /// Runs `body` when the promise settles either way, then passes the result on unchanged.
    ///
    /// `body` runs even when the result was cancelled first: it is clean-up, so it waits for this
    /// promise (which the cancellation cancels) to settle.
    public func ensure(
        on scheduler: any ImmediateSchedulerType = MainScheduler.instance,
        _ body: @escaping () -> Void
    ) -> Promise<T> {
        chain(on: scheduler, runsWhenCancelled: true) { result, resolver in
            body()
            resolver.resolve(result)
        }
    }

    /// Ends a chain whose errors are deliberately ignored, saying so in the code.
    @discardableResult
    public func cauterize() -> PromiseFinalizer {
        self.catch(on: ImmediateScheduler.instance) { _ in }
    }

    /// `chain` for an error handler: `body` gets the error; a value becomes `passOn(value)` at once.
    private func chainError<U>(
        on scheduler: any ImmediateSchedulerType,
        passingOn passOn: @escaping (T) -> Result<U, Error>,
        _ body: @escaping (Error, Resolver<U>) throws -> Void
    ) -> Promise<U> {
        chain(on: scheduler, passingOn: { result in
            guard case .success(let value) = result else { return nil }
            return passOn(value)
        }) { result, resolver in
            guard case .failure(let error) = result else { return }
            try body(error, resolver)
        }
    }
}

extension Promise where T == Void {
    /// Handles a rejection of a `Promise<Void>` in place: the result fulfils unless `body` throws.
    public func recover(
        on scheduler: any ImmediateSchedulerType = MainScheduler.instance,
        _ body: @escaping (Error) throws -> Void
    ) -> Promise<Void> {
        recover(on: scheduler) { error in
            try body(error)
            return Promise()
        }
    }
}
