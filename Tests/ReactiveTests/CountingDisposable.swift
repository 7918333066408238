// A disposable that counts how often it was disposed, for the disposable tests.

import Reactive

/// Counts `dispose()` calls, so tests can check "exactly once" and "not yet".
final class CountingDisposable: Disposable {
    private(set) var disposals = 0

    func dispose() {
        disposals += 1
    }
}
