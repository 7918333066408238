// The per-subscription object every operator builds: forwards events and owns its disposal.

import Synchronization

/// One subscription's state for an operator: forwards events downstream until disposed.
///
/// Subclasses implement `on(_:)` for their upstream events and call `forwardOn` to emit.
class Sink<Observer: ObserverType>: Disposable {
    final let observer: Observer
    final let cancel: Cancelable
    private let disposed = Atomic<Bool>(false)
    #if DEBUG
    private let tracker = Resources.track()
    #endif

    init(observer: Observer, cancel: Cancelable) {
        self.observer = observer
        self.cancel = cancel
    }

    /// Sends `event` downstream unless this subscription has been disposed.
    @inline(__always)
    final func forwardOn(_ event: Event<Observer.Element>) {
        if disposed.load(ordering: .relaxed) { return }
        observer.on(event)
    }

    /// Sends a terminal event downstream, then releases the subscription.
    final func forwardTerminal(_ event: Event<Observer.Element>) {
        forwardOn(event)
        dispose()
    }

    final var isDisposed: Bool { disposed.load(ordering: .acquiring) }

    func dispose() {
        if disposed.exchange(true, ordering: .acquiringAndReleasing) { return }
        cancel.dispose()
    }
}
