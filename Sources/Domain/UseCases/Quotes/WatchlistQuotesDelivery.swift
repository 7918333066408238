// Hands a watched watchlist's state to its observer: every change at once, or paced by a scheduler.

import Reactive
import Synchronization

/// The state of one watchlist subscription and how it reaches the observer.
///
/// Feed events and catalog replacements change the state in place under one lock (they arrive on
/// different threads). Without a scheduler every change is emitted at once, under the lock, so states
/// arrive in order. With one, at most one delivery waits for it and the changes made meanwhile fold
/// into the state it takes (`WatchlistQuotes.takeChanges`): hundreds of trades a second then cost one
/// state per delivery, and the rows are copied once per delivery (the delivered state shares them
/// until the next change), not once per trade.
final class WatchlistQuotesDelivery: Disposable {
    private struct Pending {
        var quotes: WatchlistQuotes
        var isScheduled = false
    }

    private let pending: LockedState<Pending>
    /// Apart from the lock: a terminal event emitted under it disposes this delivery.
    private let isDisposed = Atomic(false)
    private let observer: AnyObserver<WatchlistQuotes>
    private let scheduler: (any ImmediateSchedulerType)?

    /// Delivers `initial` and every later state to `observer`, on `scheduler` when one is given.
    init(_ initial: WatchlistQuotes, to observer: AnyObserver<WatchlistQuotes>, on scheduler: (any ImmediateSchedulerType)?) {
        pending = LockedState(Pending(quotes: initial))
        self.observer = observer
        self.scheduler = scheduler
        update { _ in }
    }

    /// Changes the state with `change`, then emits it at once or makes sure a delivery waits.
    func update(_ change: (inout WatchlistQuotes) -> Void) {
        let mustSchedule = pending.withLock { pending in
            change(&pending.quotes)
            guard scheduler != nil else {
                if !isDisposed.load(ordering: .acquiring) { observer.onNext(pending.quotes.takeChanges()) }
                return false
            }
            let isFirst = !pending.isScheduled
            pending.isScheduled = true
            return isFirst
        }
        if mustSchedule, let scheduler {
            _ = scheduler.schedule(()) { _ in
                self.deliver()
                return Disposables.create()
            }
        }
    }

    /// Ends the stream with `terminal` (an error or completion), after the state still waiting.
    func end(with terminal: Event<WatchlistQuotes>) {
        guard let scheduler else {
            pending.withLock { _ in if !isDisposed.load(ordering: .acquiring) { observer.on(terminal) } }
            return
        }
        _ = scheduler.schedule(()) { _ in
            self.deliver()
            if !self.isDisposed.load(ordering: .acquiring) { self.observer.on(terminal) }
            return Disposables.create()
        }
    }

    /// Stops every emission, including a delivery already waiting.
    func dispose() {
        isDisposed.store(true, ordering: .releasing)
    }

    private func deliver() {
        let quotes = pending.withLock { pending -> WatchlistQuotes? in
            guard pending.isScheduled, !isDisposed.load(ordering: .acquiring) else { return nil }
            pending.isScheduled = false
            return pending.quotes.takeChanges()
        }
        if let quotes { observer.onNext(quotes) }
    }
}
