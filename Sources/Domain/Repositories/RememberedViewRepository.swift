// Where the watchlist screen's last view is kept (a small JSON file in Storage; in memory in tests).

import Reactive

/// The stored `RememberedView`.
public protocol RememberedViewRepository: AnyObject {
    /// The view stored last; `RememberedView.initial` when none was. Fails with a
    /// `RememberedViewError` when the stored view cannot be read.
    func fetchRememberedView() -> Single<RememberedView>
    /// Replaces the stored view atomically; a store that may not write (a second instance) keeps
    /// what it has and succeeds. Fails with `RememberedViewError.unwritable`.
    func saveRememberedView(_ view: RememberedView) -> Single<Void>
}
