// The settling side of a promise: fulfil it or reject it, once.

/// Settles one `Promise`. The first call wins; later calls are ignored. Safe from any thread.
public final class Resolver<T>: Sendable {
    private let promise: Promise<T>

    init(_ promise: Promise<T>) {
        self.promise = promise
    }

    /// Fulfils the promise with `value`.
    public func fulfill(_ value: T) {
        promise.settle(.success(value))
    }

    /// Rejects the promise with `error`.
    public func reject(_ error: Error) {
        promise.settle(.failure(error))
    }

    /// Fulfils or rejects the promise with `result`.
    public func resolve(_ result: Result<T, Error>) {
        promise.settle(result)
    }

    /// Settles the promise from a completion-handler pair: the error if any, else the value.
    ///
    /// Neither a value nor an error rejects with `PromiseError.invalidCallingConvention`.
    public func resolve(_ value: T?, _ error: Error?) {
        if let error {
            reject(error)
        } else if let value {
            fulfill(value)
        } else {
            reject(PromiseError.invalidCallingConvention)
        }
    }

    /// Registers what stops the promise's work when it is cancelled (`Promise.cancel()`): dispose a
    /// timer, a subscription, a request. Runs once, on the cancelling thread; at once if the promise
    /// was already cancelled; never if it is fulfilled or rejected. Several hooks run in order.
    public func onCancel(_ body: @escaping () -> Void) {
        promise.onCancel(body)
    }

    /// Settles the promise as `other` settles, and cancels `other` if the promise is cancelled: the
    /// promise a step's body returned becomes the one the step waits on.
    func follow(_ other: Promise<T>) {
        promise.propagatesCancellation(to: other)
        other.pipe(resolve)
    }

    /// Runs `body` on `scheduler`; an error it throws rejects the promise.
    func run(on scheduler: any ImmediateSchedulerType, _ body: @escaping () throws -> Void) {
        _ = scheduler.schedule(self) { resolver in
            do { try body() } catch { resolver.reject(error) }
            return Disposables.create()
        }
    }
}

extension Resolver where T == Void {
    /// Fulfils a `Promise<Void>`.
    public func fulfill() {
        fulfill(())
    }

    /// Rejects with `error` if there is one, else fulfils.
    public func resolve(_ error: Error?) {
        if let error { reject(error) } else { fulfill(()) }
    }
}
