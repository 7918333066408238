// `timeout`: gives up on a promise that takes too long.

extension Promise {
    /// Settles like this promise, or rejects with `PromiseError.timedOut` if `seconds` pass first
    /// on `scheduler`'s clock. The timer is cancelled as soon as this promise settles; cancelling the
    /// result cancels this promise (timing out does not: the result just stops waiting).
    public func timeout(seconds: Double, on scheduler: any SchedulerType = MainScheduler.instance) -> Promise<T> {
        timeout(rxInterval(seconds: seconds), on: scheduler)
    }

    /// Settles like this promise, or rejects with `PromiseError.timedOut` if `interval` passes first.
    public func timeout(_ interval: RxTimeInterval, on scheduler: any SchedulerType = MainScheduler.instance) -> Promise<T> {
        if interval == .never { return self }
        let (promise, resolver) = Promise<T>.pending()
        let timer = SingleAssignmentDisposable()
        promise.propagatesCancellation(to: self)
        pipe { result in
            timer.dispose()
            resolver.resolve(result)
        }
        resolver.onCancel { timer.dispose() }
        timer.setDisposable(scheduler.scheduleRelative(resolver, dueTime: interval) { resolver in
            resolver.reject(PromiseError.timedOut)
            return Disposables.create()
        })
        return promise
    }
}
