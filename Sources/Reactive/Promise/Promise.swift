// A value that arrives later, or an error: PromiseKit's `Promise` on our schedulers.

/// A placeholder for one result, `T` or an error, that is settled once and then never changes.
///
/// Create one with a body that receives a `Resolver` (`Promise<Bool> { seal in … seal.fulfill(x) }`),
/// with `Promise.value(_:)` / `Promise(error:)`, or with `Promise.pending()`. Chain handlers with
/// `then`, `map`, `done`, `catch`, … ; each runs on the scheduler given as `on:` (the main
/// scheduler by default). Resolving and adding handlers are safe from any thread.
/// - seealso: [PromiseKit](https://github.com/mxcl/PromiseKit)
public final class Promise<T>: @unchecked Sendable {
    // @unchecked: `settledResult` and `handlers` are read and written only under `lock`; they hold `T`
    // and closures that are not Sendable, so a `Mutex` cannot own them. The lock is a pthread mutex
    // rather than `Mutex<Void>` because ThreadSanitizer cannot see `Mutex` on Linux (false races).

    /// Receives the result once, on the thread that resolves (or on the registering thread if resolved).
    typealias Handler = (Result<T, Error>) -> Void

    private let lock = RecursiveLock()
    private var settledResult: Result<T, Error>?
    /// Handlers waiting for the result, in registration order; a removed one leaves `nil`.
    private var handlers: [Handler?] = []

    /// A promise settled with `result`, or pending (settled later through a `Resolver`) when nil.
    private init(result: Result<T, Error>?) {
        settledResult = result
    }

    /// Runs `body` at once with this promise's resolver; an error thrown by `body` rejects the promise.
    public convenience init(resolver body: (Resolver<T>) throws -> Void) {
        self.init(result: nil)
        let resolver = Resolver(self)
        do { try body(resolver) } catch { resolver.reject(error) }
    }

    /// A promise already rejected with `error`.
    public convenience init(error: Error) {
        self.init(result: .failure(error))
    }

    /// A promise already fulfilled with `value`.
    public static func value(_ value: T) -> Promise<T> {
        Promise(result: .success(value))
    }

    /// A pending promise and the resolver that settles it.
    public static func pending() -> (promise: Promise<T>, resolver: Resolver<T>) {
        let promise = Promise<T>(result: nil)
        return (promise, Resolver(promise))
    }

    /// The result once settled, nil while pending.
    public var result: Result<T, Error>? { lock.withLock { settledResult } }

    /// The value if fulfilled.
    public var value: T? {
        guard case .success(let value)? = result else { return nil }
        return value
    }

    /// The error if rejected.
    public var error: Error? {
        guard case .failure(let error)? = result else { return nil }
        return error
    }

    /// True until the promise is fulfilled or rejected.
    public var isPending: Bool { result == nil }

    /// True once the promise is fulfilled or rejected.
    public var isResolved: Bool { !isPending }

    /// True once fulfilled with a value.
    public var isFulfilled: Bool { value != nil }

    /// True once rejected with an error.
    public var isRejected: Bool { error != nil }

    /// Settles the promise with `newResult` unless it is already settled, then runs the waiting handlers.
    func settle(_ newResult: Result<T, Error>) {
        let waiting: [Handler?]? = lock.withLock {
            if settledResult != nil { return nil }
            settledResult = newResult
            let waiting = handlers
            handlers = []
            return waiting
        }
        guard let waiting else { return }
        for handler in waiting { handler?(newResult) }
    }

    /// Calls `handler` with the result exactly once: at resolution, or now if already settled.
    ///
    /// Returns a key for `removeHandler(_:)` while the handler waits, nil if it has already run.
    @discardableResult
    func pipe(_ handler: @escaping Handler) -> Int? {
        let settled: Result<T, Error>?
        let key: Int?
        (settled, key) = lock.withLock {
            if let settledResult { return (settledResult, nil) }
            handlers.append(handler)
            return (nil, handlers.count - 1)
        }
        if let settled { handler(settled) }
        return key
    }

    /// Forgets a waiting handler so it never runs (a subscriber that went away).
    func removeHandler(_ key: Int) {
        lock.withLock {
            guard settledResult == nil, handlers.indices.contains(key) else { return }
            handlers[key] = nil
            while let last = handlers.last, last == nil { handlers.removeLast() }
        }
    }
}

extension Promise where T == Void {
    /// A `Promise<Void>` already fulfilled.
    public convenience init() {
        self.init(result: .success(()))
    }
}

extension Promise {
    /// A new promise settled from this one's result: at once with what `passOn` returns, if anything,
    /// else by `body` on `scheduler` (an error thrown by `body` rejects it).
    ///
    /// Every handler is built on this; `passOn` lets a rejection skip value handlers (and a value
    /// skip error handlers) without a hop, as in PromiseKit.
    func chain<U>(
        on scheduler: any ImmediateSchedulerType,
        passingOn passOn: @escaping (Result<T, Error>) -> Result<U, Error>? = { _ in nil },
        _ body: @escaping (Result<T, Error>, Resolver<U>) throws -> Void
    ) -> Promise<U> {
        let (promise, resolver) = Promise<U>.pending()
        pipe { result in
            if let passed = passOn(result) {
                resolver.resolve(passed)
            } else {
                resolver.run(on: scheduler) { try body(result, resolver) }
            }
        }
        return promise
    }

}
