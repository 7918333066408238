// What `catch` returns: the end of a chain, with an optional `finally`.

/// The end of a promise chain after `catch`; `finally` runs once the chain is over either way.
public final class PromiseFinalizer: Sendable {
    private let finished: Promise<Void>

    /// A finalizer that is done when `finished` settles.
    init(finished: Promise<Void>) {
        self.finished = finished
    }

    /// Runs `body` on `scheduler` when the chain is over, whether it was fulfilled or rejected.
    public func finally(on scheduler: any ImmediateSchedulerType = MainScheduler.instance, _ body: @escaping () -> Void) {
        finished.pipe { _ in
            _ = scheduler.schedule(()) { _ in
                body()
                return Disposables.create()
            }
        }
    }
}
