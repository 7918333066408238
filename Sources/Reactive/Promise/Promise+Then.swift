// The value handlers of a promise: then, map, compactMap, done, get, tap.

extension Promise {
    /// Starts the next asynchronous step with this promise's value; its promise settles the result.
    ///
    /// An error thrown by `body` rejects the result; a rejection of this promise skips `body`.
    /// Cancelling the result cancels this promise while it is pending, then the step's promise.
    /// - Parameters:
    ///   - scheduler: Where `body` runs (PromiseKit's `on:`).
    ///   - body: Returns the promise of the next step.
    public func then<U>(
        on scheduler: any ImmediateSchedulerType = MainScheduler.instance,
        _ body: @escaping (T) throws -> Promise<U>
    ) -> Promise<U> {
        chainValue(on: scheduler) { value, resolver in
            resolver.follow(try body(value))
        }
    }

    /// Transforms the value; an error thrown by `transform` rejects the result.
    public func map<U>(
        on scheduler: any ImmediateSchedulerType = MainScheduler.instance,
        _ transform: @escaping (T) throws -> U
    ) -> Promise<U> {
        chainValue(on: scheduler) { value, resolver in
            resolver.fulfill(try transform(value))
        }
    }

    /// Transforms the value; nil rejects the result with `PromiseError.compactMap`.
    public func compactMap<U>(
        on scheduler: any ImmediateSchedulerType = MainScheduler.instance,
        _ transform: @escaping (T) throws -> U?
    ) -> Promise<U> {
        chainValue(on: scheduler) { value, resolver in
            guard let transformed = try transform(value) else {
                throw PromiseError.compactMap(valueType: "\(T.self)", resultType: "\(U.self)")
            }
            resolver.fulfill(transformed)
        }
    }

    /// Consumes the value at the end of a chain; follow it with `catch`.
    public func done(
        on scheduler: any ImmediateSchedulerType = MainScheduler.instance,
        _ body: @escaping (T) throws -> Void
    ) -> Promise<Void> {
        map(on: scheduler, body)
    }

    /// Looks at the value and passes it on unchanged; an error thrown by `body` rejects instead.
    public func get(
        on scheduler: any ImmediateSchedulerType = MainScheduler.instance,
        _ body: @escaping (T) throws -> Void
    ) -> Promise<T> {
        map(on: scheduler) { value in
            try body(value)
            return value
        }
    }

    /// Looks at the result, value or error, and passes it on unchanged.
    public func tap(
        on scheduler: any ImmediateSchedulerType = MainScheduler.instance,
        _ body: @escaping (Result<T, Error>) -> Void
    ) -> Promise<T> {
        chain(on: scheduler) { result, resolver in
            body(result)
            resolver.resolve(result)
        }
    }

    /// `chain` for a value handler: `body` gets the value; a rejection passes on at once.
    private func chainValue<U>(
        on scheduler: any ImmediateSchedulerType,
        _ body: @escaping (T, Resolver<U>) throws -> Void
    ) -> Promise<U> {
        chain(on: scheduler, passingOn: { result in
            guard case .failure(let error) = result else { return nil }
            return .failure(error)
        }) { result, resolver in
            try body(result.get(), resolver)
        }
    }
}
