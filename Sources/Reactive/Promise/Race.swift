// `race`: the first of several promises to settle decides.

/// Settles like whichever promise settles first, fulfilled or rejected.
///
/// An empty array rejects with `PromiseError.emptyRace`, since nothing could ever settle it.
/// Cancelling the result cancels every promise still running.
public func race<T>(_ promises: [Promise<T>]) -> Promise<T> {
    if promises.isEmpty { return Promise(error: PromiseError.emptyRace) }
    let (promise, resolver) = Promise<T>.pending()
    for element in promises {
        promise.propagatesCancellation(to: element)
        element.pipe(resolver.resolve)
    }
    return promise
}

/// Settles like whichever promise settles first, fulfilled or rejected.
public func race<T>(_ promises: Promise<T>...) -> Promise<T> {
    race(promises)
}
