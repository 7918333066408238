// Watchlists kept in memory for the tests, with switches for a slow, failing or read-only store.

import Domain
import Reactive

/// A `WatchlistRepository` for the tests of Domain, Presentation and the screens: it keeps the lists in
/// memory and behaves as the file store does where callers can tell (a read-only store refuses saves
/// with `WatchlistStoreError.readOnly`). It can stand in for a slow disk (answers after `latency` on a
/// scheduler) and for a failing one (`fetchFailure`, `saveFailure`). Safe to use from any thread.
public final class FakeWatchlistRepository: WatchlistRepository, @unchecked Sendable {
    // @unchecked: the mutable state is in `stored` (locked); `delay` is only read.
    private struct Stored {
        var watchlists: [Watchlist]
        var isReadOnly: Bool
        var saveCount = 0
        var fetchFailure: WatchlistStoreError?
        var saveFailure: WatchlistStoreError?
        var readOnlyRefusal = WatchlistStoreError.readOnly
    }

    private let stored: LockedState<Stored>
    private let delay: (interval: RxTimeInterval, scheduler: any SchedulerType)?

    /// - Parameters:
    ///   - watchlists: What is stored at first.
    ///   - isReadOnly: Whether saves are refused, as when another instance holds the file.
    ///   - notices: What the store tells the user at start.
    ///   - latency: When set, every fetch and save answers this long after subscription on the
    ///     scheduler (a slow disk); otherwise at once.
    public init(
        _ watchlists: [Watchlist],
        isReadOnly: Bool = false,
        notices: [String] = [],
        latency: (interval: RxTimeInterval, scheduler: any SchedulerType)? = nil
    ) {
        stored = LockedState(Stored(watchlists: watchlists, isReadOnly: isReadOnly))
        self.notices = notices
        delay = latency
    }

    public let notices: [String]

    public var isReadOnly: Bool {
        get { stored.withLock { $0.isReadOnly } }
        set { stored.withLock { $0.isReadOnly = newValue } }
    }

    /// What is stored now.
    public var watchlists: [Watchlist] { stored.withLock { $0.watchlists } }

    /// How many saves succeeded.
    public var saveCount: Int { stored.withLock { $0.saveCount } }

    /// When set, every fetch fails with it (a file that cannot be read).
    public var fetchFailure: WatchlistStoreError? {
        get { stored.withLock { $0.fetchFailure } }
        set { stored.withLock { $0.fetchFailure = newValue } }
    }

    /// When set, every save fails with it (a full disk).
    public var saveFailure: WatchlistStoreError? {
        get { stored.withLock { $0.saveFailure } }
        set { stored.withLock { $0.saveFailure = newValue } }
    }

    /// What a save is refused with while read-only (another instance by default; a test may say why else).
    public var readOnlyRefusal: WatchlistStoreError {
        get { stored.withLock { $0.readOnlyRefusal } }
        set { stored.withLock { $0.readOnlyRefusal = newValue } }
    }

    public func fetchWatchlists() -> Single<[Watchlist]> {
        answer { stored in
            if let failure = stored.fetchFailure { return .failure(failure) }
            return .success(stored.watchlists)
        }
    }

    public func saveWatchlists(_ watchlists: [Watchlist]) -> Single<Void> {
        answer { stored in
            if stored.isReadOnly { return .failure(stored.readOnlyRefusal) }
            if let failure = stored.saveFailure { return .failure(failure) }
            stored.watchlists = watchlists
            stored.saveCount += 1
            return .success(())
        }
    }

    /// A single that runs `body` on the stored state when it answers: at subscription, or after the latency.
    private func answer<Element>(_ body: @escaping (inout Stored) -> Result<Element, Error>) -> Single<Element> {
        Single.create { [stored, delay] observer in
            guard let delay else {
                observer(stored.withLock(body))
                return Disposables.create()
            }
            return delay.scheduler.scheduleRelative((), dueTime: delay.interval) { _ in
                observer(stored.withLock(body))
                return Disposables.create()
            }
        }
    }
}
