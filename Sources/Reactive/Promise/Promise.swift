// A value that arrives later, or an error: PromiseKit's `Promise` on our schedulers.

/// A placeholder for one result, `T` or an error, that is settled once and then never changes.
///
/// Create one with a body that receives a `Resolver` (`Promise<Bool> { seal in … seal.fulfill(x) }`),
/// with `Promise.value(_:)` / `Promise(error:)`, or with `Promise.pending()`. Chain handlers with
/// `then`, `map`, `done`, `catch`, … ; each runs on the scheduler given as `on:` (the main
/// scheduler by default). Resolving and adding handlers are safe from any thread.
///
/// Cancellation: `cancel()` rejects a pending promise with `PromiseError.cancelled` and runs what its
/// creator registered with `Resolver.onCancel` (stop a timer, dispose a subscription, abort a request).
/// A promise made by a step (`then`, `map`, `recover`, `timeout`, `race`, `when`, …) cancels the promises
/// it still waits on, so cancelling the end of a chain stops the work at its start; a step whose promise
/// was cancelled before its body ran skips the body (`ensure`'s body still runs: it is clean-up). Cancel
/// only promises you own: a promise that several chains wait on is cancelled for all of them. Cancelling
/// a settled promise does nothing, and a resolver's later `fulfill` or `reject` is ignored.
/// - seealso: [PromiseKit](https://github.com/mxcl/PromiseKit)
public final class Promise<T>: @unchecked Sendable {
    // @unchecked: `settledResult`, `handlers`, `cancelHooks` and `wasCancelled` are read and written only
    // under `lock`; they hold `T`
    // and closures that are not Sendable, so a `Mutex` cannot own them. The lock is a pthread mutex
    // rather than `Mutex<Void>` because ThreadSanitizer cannot see `Mutex` on Linux (false races).

    /// Receives the result once, on the thread that resolves (or on the registering thread if resolved).
    typealias Handler = (Result<T, Error>) -> Void

    private let lock = RecursiveLock()
    private var settledResult: Result<T, Error>?
    /// Handlers waiting for the result, in registration order; a removed one leaves `nil`.
    private var handlers: [Handler?] = []
    /// What stops the work behind the promise if it is cancelled while pending; dropped once settled.
    private var cancelHooks: [() -> Void] = []
    /// True when `cancel()` settled the promise (rather than its resolver).
    private var wasCancelled = false

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

    /// True once `cancel()` rejected the promise while it was pending.
    public var isCancelled: Bool { lock.withLock { wasCancelled } }

    /// Stops the work behind a pending promise: rejects it with `PromiseError.cancelled`, then runs the
    /// hooks its creator registered (`Resolver.onCancel`), which also cancel the promises a step waits
    /// on, then the waiting handlers. Does nothing once the promise is settled; safe from any thread,
    /// and exactly one of a racing `cancel()` and `fulfill` wins.
    public func cancel() {
        finish(.failure(PromiseError.cancelled), cancelling: true)
    }

    /// Settles the promise with `newResult` unless it is already settled, then runs the waiting handlers.
    func settle(_ newResult: Result<T, Error>) {
        finish(newResult, cancelling: false)
    }

    /// Settles with `newResult` unless already settled; on a cancellation runs the cancel hooks first.
    private func finish(_ newResult: Result<T, Error>, cancelling: Bool) {
        let taken: (handlers: [Handler?], hooks: [() -> Void])? = lock.withLock {
            if settledResult != nil { return nil }
            settledResult = newResult
            wasCancelled = cancelling
            defer {
                handlers = []
                cancelHooks = []
            }
            return (handlers, cancelHooks)
        }
        guard let taken else { return }
        if cancelling { for hook in taken.hooks { hook() } }
        for handler in taken.handlers { handler?(newResult) }
    }

    /// Runs `hook` if the promise is cancelled: later, if it is pending; now, if it was already
    /// cancelled; never, if its resolver settled it.
    func onCancel(_ hook: @escaping () -> Void) {
        let runsNow: Bool = lock.withLock {
            guard settledResult != nil else {
                cancelHooks.append(hook)
                return false
            }
            return wasCancelled
        }
        if runsNow { hook() }
    }

    /// Cancels `upstream` when this promise is cancelled: a step's promise stops the one it waits on.
    ///
    /// Held weakly: a promise nothing else holds can never be settled, so there is nothing to stop.
    func propagatesCancellation<U>(to upstream: Promise<U>) {
        onCancel { [weak upstream] in upstream?.cancel() }
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
    /// skip error handlers) without a hop, as in PromiseKit. Cancelling the new promise cancels this
    /// one, and `body` is skipped if the new promise was cancelled before it ran, unless
    /// `runsWhenCancelled` (clean-up that must run however the chain ends).
    func chain<U>(
        on scheduler: any ImmediateSchedulerType,
        passingOn passOn: @escaping (Result<T, Error>) -> Result<U, Error>? = { _ in nil },
        runsWhenCancelled: Bool = false,
        _ body: @escaping (Result<T, Error>, Resolver<U>) throws -> Void
    ) -> Promise<U> {
        let (promise, resolver) = Promise<U>.pending()
        promise.propagatesCancellation(to: self)
        pipe { result in
            if let passed = passOn(result) {
                resolver.resolve(passed)
            } else {
                resolver.run(on: scheduler) {
                    guard runsWhenCancelled || !promise.isCancelled else { return }
                    try body(result, resolver)
                }
            }
        }
        return promise
    }
}
