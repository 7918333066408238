// The value handlers of a promise: then, map, compactMap, done, get, tap.

extension Promise {
    /// Starts the next asynchronous step with this promise's value; its promise settles the result.
    ///
    /// An error thrown by `body` rejects the result; a rejection of this promise skips `body`.
    /// - Parameters:
    ///   - scheduler: Where `body` runs (PromiseKit's `on:`).
    ///   - body: Returns the promise of the next step.
    public func then<U>(
        on scheduler: any ImmediateSchedulerType = MainScheduler.instance,
        _ body: @escaping (T) throws -> Promise<U>
    ) -> Promise<U> {
        chainValue(on: scheduler) { value, resolver in
            try body(value).pipe(resolver.resolve)
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
        chainValue(on: scheduler) { value, resolver in
            try body(value)
            resolver.fulfill(())
        }
    }

    /// Looks at the value and passes it on unchanged; an error thrown by `body` rejects instead.
    public func get(
        on scheduler: any ImmediateSchedulerType = MainScheduler.instance,
        _ body: @escaping (T) throws -> Void
    ) -> Promise<T> {
        chainValue(on: scheduler) { value, resolver in
            try body(value)
            resolver.fulfill(value)
        }
    }

    /// Looks at the result, value or error, and passes it on unchanged.
    public func tap(
        on scheduler: any ImmediateSchedulerType = MainScheduler.instance,
        _ body: @escaping (Result<T, Error>) -> Void
    ) -> Promise<T> {
        chainResult(on: scheduler) { result, resolver in
            body(result)
            resolver.resolve(result)
        }
    }
}
