// A resource that can be released: a subscription, a scheduled action.

/// Releases a resource. `dispose()` is idempotent and may be called from any thread.
public protocol Disposable {
    /// Releases the resource; later calls do nothing.
    func dispose()
}

extension Disposable {
    /// Adds this disposable to `bag`, which disposes it when the bag is deallocated.
    public func disposed(by bag: DisposeBag) {
        bag.insert(self)
    }
}
