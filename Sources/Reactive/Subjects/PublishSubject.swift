// A subject that forwards each event to whoever is subscribed at that moment.

/// Broadcasts events to current subscribers; late subscribers get only the terminal event.
///
/// `on(_:)` may be called from any thread; callers must not send events concurrently with
/// each other (the Rx contract), but subscribing and disposing may race freely with events.
public final class PublishSubject<Element>: Observable<Element>, SubjectType, ObserverType, Cancelable, UnsubscribableSubject, @unchecked Sendable {
    // @unchecked: all mutable state is touched only under `lock`; observers are non-Sendable,
    // so a `Mutex` cannot own them (see docs/ARCHITECTURE.md, "Locking").
    public typealias Observer = PublishSubject<Element>

    private let lock = Lock()
    private var observers = ObserverList()
    private var stopEvent: Event<Element>?
    /// `stopEvent != nil`, kept apart so `onNext` never touches an `Event` (see `ObserverList`).
    private var isStopped = false
    private var disposed = false

    /// A subject with no subscribers.
    public override init() {}

    /// True while at least one observer is subscribed.
    public var hasObservers: Bool { lock.withLock { !observers.isEmpty } }

    public var isDisposed: Bool { lock.withLock { disposed } }

    public func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            onNext(element)
        case .error, .completed:
            let targets: ObserverList.Snapshot? = lock.withLock {
                if disposed || isStopped { return nil }
                stopEvent = event
                isStopped = true
                return observers.removeAll()
            }
            if let targets { ObserverList.dispatch(event, to: targets) }
        }
    }

    public func onNext(_ element: Element) {
        let targets: ObserverList.Snapshot? = lock.withLock { disposed || isStopped ? nil : observers.snapshot }
        if let targets { ObserverList.dispatchNext(element, to: targets) }
    }

    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let subscriber = SubjectObserver.wrapping(observer)
        let key: Int? = lock.withLock { disposed || isStopped ? nil : observers.insert(subscriber) }
        if let key { return SubjectSubscription(subject: self, key: key) }
        observer.on(rejection())
        return Disposables.create()
    }

    /// What a late subscriber receives: the terminal event, or an error once disposed.
    private func rejection() -> Event<Element> {
        lock.withLock { stopEvent ?? .error(RxError.disposed(object: "PublishSubject")) }
    }

    public func asObserver() -> PublishSubject<Element> { self }

    public func dispose() {
        lock.withLock {
            disposed = true
            observers.removeAll()
            stopEvent = nil
            isStopped = false
        }
    }

    func unsubscribe(_ key: Int) {
        lock.withLock { observers.remove(key) }
    }
}
