// A subject that forwards each event to whoever is subscribed at that moment.

/// Broadcasts events to current subscribers; late subscribers get only the terminal event.
///
/// `on(_:)` may be called from any thread; callers must not send events concurrently with
/// each other (the Rx contract), but subscribing and disposing may race freely with events.
public final class PublishSubject<Element>: Observable<Element>, SubjectType, ObserverType, Cancelable, @unchecked Sendable {
    // @unchecked: all mutable state is touched only under `lock`; observers are non-Sendable
    // closures, so they cannot live inside a `Mutex` (see docs/ARCHITECTURE.md, "Locking").
    public typealias Observer = PublishSubject<Element>

    private let lock = Lock()
    private var observers = ObserverList<Element>()
    private var stopEvent: Event<Element>?
    private var disposed = false

    /// A subject with no subscribers.
    public override init() {}

    /// True while at least one observer is subscribed.
    public var hasObservers: Bool { lock.withLock { !observers.isEmpty } }

    public var isDisposed: Bool { lock.withLock { disposed } }

    public func on(_ event: Event<Element>) {
        let targets: ObserverList<Element>? = lock.withLock {
            if disposed || stopEvent != nil { return nil }
            if event.isStopEvent {
                stopEvent = event
                let all = observers
                observers.removeAll()
                return all
            }
            return observers
        }
        targets?.dispatch(event)
    }

    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let (key, rejection): (Int?, Event<Element>?) = lock.withLock {
            if disposed { return (nil, .error(RxError.disposed(object: "PublishSubject"))) }
            if let stopEvent { return (nil, stopEvent) }
            return (observers.insert(observer.on), nil)
        }
        if let key {
            return SubjectSubscription { [weak self] in self?.unsubscribe(key) }
        }
        if let rejection { observer.on(rejection) }
        return Disposables.create()
    }

    public func asObserver() -> PublishSubject<Element> { self }

    public func dispose() {
        lock.withLock {
            disposed = true
            observers.removeAll()
            stopEvent = nil
        }
    }

    private func unsubscribe(_ key: Int) {
        lock.withLock { observers.remove(key) }
    }
}
