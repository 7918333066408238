// The lock, observer list and terminal state every subject shares.

/// What `PublishSubject`, `BehaviorSubject`, `ReplaySubject` and `AsyncSubject` have in common: the observers,
/// the terminal event, disposal and the lock that guards them.
///
/// Each subject keeps only what it remembers for late subscribers and hands the code that updates
/// it to these methods, which run it under `lock`. The methods taking closures are
/// `@inline(__always)`, so the closures inline into each subject's unspecialised code: no closure
/// call per event.
final class SubjectObservers<Element>: @unchecked Sendable {
    // @unchecked: all mutable state is touched only under `lock`; observers are non-Sendable,
    // so a `Mutex` cannot own them (see docs/ARCHITECTURE.md, "Locking").

    /// Guards this object's state and the subject's own; recursive for subjects that call an
    /// observer while holding it (replay, initial value), so that observer may call back in.
    let lock: Lock
    private let subjectName: String
    /// Unchecked exclusivity here and below: `lock` already serialises every access, and the
    /// run-time check cost more than the rest of subscribing (callgrind).
    @exclusivity(unchecked) private var observers = ObserverList()
    /// `stopEvent != nil`, kept apart so `onNext` never touches an `Event` (see `ObserverList`).
    @exclusivity(unchecked) private var isStopped = false
    @exclusivity(unchecked) private var disposed = false
    /// Last, after the fields of fixed size, so unspecialised code reaches those at constant offsets.
    @exclusivity(unchecked) private var stopEvent: Event<Element>?

    /// The shared state of a subject named `subjectName` (in its "disposed" error).
    init(subjectName: String, recursive: Bool) {
        self.subjectName = subjectName
        lock = Lock(recursive: recursive)
    }

    var hasObservers: Bool { lock.withLock { !observers.isEmpty } }

    var isDisposed: Bool { lock.withLock { disposed } }

    /// Sends `event` to the current observers; an element is passed to `remember` first, under the lock.
    @inline(__always)
    func on(_ event: Event<Element>, remember: (Element) -> Void) {
        switch event {
        case .next(let element):
            onNext(element, remember: remember)
        case .error, .completed:
            stop(with: event) { nil }
        }
    }

    /// Stops with the terminal `event` and sends it to the observers it removes, preceded by the
    /// element `lastElement` returns under the lock, if any (an `AsyncSubject`'s on completion).
    @inline(__always)
    func stop(with event: Event<Element>, sendingFirst lastElement: () -> Element?) {
        let delivery: (targets: ObserverList.Snapshot, element: Element?)? = lock.withLock {
            if disposed || isStopped { return nil }
            stopEvent = event
            isStopped = true
            return (observers.removeAll(), lastElement())
        }
        guard let delivery else { return }
        if let element = delivery.element { ObserverList.dispatchNext(element, to: delivery.targets) }
        ObserverList.dispatch(event, to: delivery.targets)
    }

    /// Runs `update` under the lock unless the subject has stopped or been disposed; for a subject
    /// that records an element without sending it (`AsyncSubject`).
    @inline(__always)
    func whileLive(_ update: () -> Void) {
        lock.withLock {
            if disposed || isStopped { return }
            update()
        }
    }

    /// Sends `element` to the current observers after `remember` recorded it under the lock;
    /// nothing once the subject has stopped or been disposed.
    @inline(__always)
    func onNext(_ element: Element, remember: (Element) -> Void) {
        let targets: ObserverList.Snapshot? = lock.withLock {
            if disposed || isStopped { return nil }
            remember(element)
            return observers.snapshot
        }
        if let targets { ObserverList.dispatchNext(element, to: targets) }
    }

    /// Subscribes `observer`, holding the lock while `catchUp` and `welcome` run.
    ///
    /// `catchUp` sends what a subscriber gets even after the subject stopped (a replay); then a
    /// stopped subject sends its terminal event, a disposed one an error, and a live one adds the
    /// observer and calls `welcome` (the current value). A terminal event goes out after unlocking.
    @inline(__always)
    func subscribe<Observer: ObserverType>(
        _ observer: Observer,
        catchUp: (Observer) -> Void,
        welcome: (Observer) -> Void
    ) -> Disposable where Observer.Element == Element {
        let subscriber = observer.asSubjectObserver(of: self)
        let admission: SubjectAdmission = lock.withLock {
            if disposed { return .rejected }
            catchUp(observer)
            if isStopped { return .rejected }
            if disposed { return .disposedDuringCatchUp }
            observers.insert(subscriber)
            welcome(observer)
            return .joined
        }
        switch admission {
        case .joined:
            // As the base class: an existential of it names static metadata (see `SubjectSubscription`).
            let subscription: SubjectSubscription = subscriber
            return subscription
        case .rejected: sendRejection(to: observer)
        case .disposedDuringCatchUp: break
        }
        return Disposables.create()
    }

    /// Sends a late subscriber the terminal event, or an error once disposed.
    @inline(never)
    private func sendRejection<Observer: ObserverType>(to observer: Observer) where Observer.Element == Element {
        observer.on(lock.withLock { stopEvent ?? .error(RxError.disposed(object: subjectName)) })
    }

    /// Throws the subject's error once it failed, or `RxError.disposed`; the caller holds the lock.
    func throwIfFailed() throws {
        if disposed { throw RxError.disposed(object: subjectName) }
        if case .error(let error)? = stopEvent { throw error }
    }

    /// Drops every observer and the terminal event; `forget` releases what the subject remembers,
    /// under the lock. Later events are ignored, later subscribers get `RxError.disposed`.
    @inline(__always)
    func dispose(forget: () -> Void) {
        lock.withLock {
            disposed = true
            observers.removeAll()
            stopEvent = nil
            isStopped = false
            forget()
        }
    }

    /// Removes `observer`, if it is still subscribed.
    func unsubscribe(_ observer: SubjectObserver<Element>) {
        lock.withLock { observers.remove(observer) }
    }
}

/// How `SubjectObservers.subscribe` ended; outside the generic class, so subscribing looks up no
/// metadata for it.
private enum SubjectAdmission {
    case joined
    case rejected
    case disposedDuringCatchUp
}
