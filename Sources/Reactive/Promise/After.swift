// `after`: a promise fulfilled once a delay has passed on a scheduler.

/// Fulfils after `seconds` on `scheduler`'s clock (virtual time on a `TestScheduler`).
///
/// A negative delay counts as zero; an infinite one never fulfils. Cancelling it stops the timer.
public func after(seconds: Double, on scheduler: any SchedulerType = MainScheduler.instance) -> Promise<Void> {
    after(rxInterval(seconds: seconds), on: scheduler)
}

/// Fulfils after `interval` on `scheduler`'s clock; `.never` never fulfils. Cancelling it stops the timer.
public func after(_ interval: RxTimeInterval, on scheduler: any SchedulerType = MainScheduler.instance) -> Promise<Void> {
    let (promise, resolver) = Promise<Void>.pending()
    if interval != .never {
        let timer = scheduler.scheduleRelative(resolver, dueTime: interval) { resolver in
            resolver.fulfill(())
            return Disposables.create()
        }
        resolver.onCancel { timer.dispose() }
    }
    return promise
}

/// `seconds` as an interval in nanoseconds: negative becomes zero, too large or not finite `.never`.
func rxInterval(seconds: Double) -> RxTimeInterval {
    let nanoseconds = max(seconds, 0) * 1_000_000_000
    guard nanoseconds < Double(Int.max) else { return .never }
    return .nanoseconds(Int(nanoseconds))
}
