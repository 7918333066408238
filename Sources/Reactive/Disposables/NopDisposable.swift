// The disposable that has nothing to release.

/// Does nothing when disposed; shared.
struct NopDisposable: Disposable {
    static let instance = NopDisposable()
    func dispose() {}
}
