// The per-subscription object every operator builds: forwards events and owns its disposal.

import Synchronization

/// One subscription's state for an operator: forwards events downstream until disposed.
///
/// Subclasses implement `on(_:)` and `onNext(_:)` for their upstream events and emit with
/// `forwardNext` (elements), `forwardTerminal` (error, completion) or `forwardOn`. In debug builds
/// those report an event delivered while another delivery through this sink is running
/// (`DeliveryTracker`).
class Sink<Observer: ObserverType>: Disposable {
    final let observer: Observer
    /// What `dispose` releases: the `SinkDisposer`, or nil for an `OwningSink`.
    private let cancel: SinkDisposer?
    private let disposed = Atomic<Bool>(false)
    #if DEBUG
    private let tracker = Resources.track()
    private let deliveries = DeliveryTracker()
    #endif

    init(observer: Observer, cancel: SinkDisposer?) {
        self.observer = observer
        self.cancel = cancel
    }

    /// Sends `event` downstream unless this subscription has been disposed.
    @inline(__always)
    final func forwardOn(_ event: Event<Observer.Element>) {
        if disposed.load(ordering: .relaxed) { return }
        #if DEBUG
        deliveries.enter()
        defer { deliveries.exit() }
        #endif
        observer.on(event)
    }

    /// Sends `.next(element)` downstream unless this subscription has been disposed; the fast path
    /// every sink uses for elements (see `ObserverType.onNext`).
    @inline(__always)
    final func forwardNext(_ element: Observer.Element) {
        if disposed.load(ordering: .relaxed) { return }
        #if DEBUG
        deliveries.enter()
        defer { deliveries.exit() }
        #endif
        observer.onNext(element)
    }

    /// Sends a terminal event downstream, then releases the subscription.
    final func forwardTerminal(_ event: Event<Observer.Element>) {
        forwardOn(event)
        dispose()
    }

    /// Sends the error or completion `event` (of any element type) downstream, then releases the
    /// subscription; for operators whose output element type differs from their input's.
    final func forwardStop<Source>(_ event: Event<Source>) {
        switch event {
        case .next: assertionFailure("forwardStop takes an error or a completion")
        case .error(let error): forwardTerminal(.error(error))
        case .completed: forwardTerminal(.completed)
        }
    }

    /// Sends `.error(error)` downstream, then releases the subscription.
    ///
    /// Out of line on purpose: building an `Event` in a sink's `onNext` would make every element
    /// pay the `Event<Element>` metadata lookup the compiler hoists to the function's entry.
    @inline(never)
    final func forwardError(_ error: Swift.Error) {
        forwardTerminal(.error(error))
    }

    /// Sends `.completed` downstream, then releases the subscription (out of line, see `forwardError`).
    @inline(never)
    final func forwardCompleted() {
        forwardTerminal(.completed)
    }

    @inline(__always)
    final var isDisposed: Bool { disposed.load(ordering: .acquiring) }

    func dispose() {
        if disposed.exchange(true, ordering: .acquiringAndReleasing) { return }
        cancel?.dispose()
    }
}
