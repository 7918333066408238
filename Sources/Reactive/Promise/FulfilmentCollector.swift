// Gathers the values of several promises for `when(fulfilled:)`.

/// Collects values into `Partial` until all are in, then fulfils; the first error rejects.
final class FulfilmentCollector<Partial, Output>: @unchecked Sendable {
    // @unchecked: `partial` and `remaining` are touched only under `lock` (a pthread mutex, which
    // ThreadSanitizer can see); `Partial` holds values that are not Sendable.
    private let lock = RecursiveLock()
    private var partial: Partial
    private var remaining: Int
    private let resolver: Resolver<Output>
    private let finish: (Partial) -> Output?

    /// Waits for `count` values; `finish` builds the output from the complete `partial`.
    init(count: Int, partial: Partial, resolver: Resolver<Output>, finish: @escaping (Partial) -> Output?) {
        self.remaining = count
        self.partial = partial
        self.resolver = resolver
        self.finish = finish
    }

    /// Records one fulfilment via `store`; fulfils the output when it was the last one missing.
    private func record(_ store: (inout Partial) -> Void) {
        let complete: Partial? = lock.withLock {
            store(&partial)
            remaining -= 1
            return remaining == 0 ? partial : nil
        }
        guard let complete, let output = finish(complete) else { return }
        resolver.fulfill(output)
    }

    /// Rejects the output with `error`, unless it is already settled.
    private func fail(_ error: Error) {
        resolver.reject(error)
    }

    /// Feeds `promise`'s result in: its value through `store`, or its error.
    func collect<T>(_ promise: Promise<T>, store: @escaping (inout Partial, T) -> Void) {
        promise.pipe { result in
            switch result {
            case .success(let value): self.record { store(&$0, value) }
            case .failure(let error): self.fail(error)
            }
        }
    }
}
