// A disposable that can tell whether it was disposed.

/// A `Disposable` that reports whether it has been disposed.
public protocol Cancelable: Disposable {
    /// True once `dispose()` has been called.
    var isDisposed: Bool { get }
}
