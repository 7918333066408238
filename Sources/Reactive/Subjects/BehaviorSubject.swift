// A subject that remembers its latest element and gives it to every new subscriber.

/// Holds a current value: subscribers first receive it, then every later event.
public final class BehaviorSubject<Element>: Observable<Element>, SubjectType, ObserverType, Cancelable, UnsubscribableSubject, @unchecked Sendable {
    // @unchecked: all mutable state is touched only under `lock`, which is recursive so an
    // observer receiving the initial value may call back into the subject.
    public typealias Observer = BehaviorSubject<Element>

    private let lock = RecursiveLock()
    private var element: Element
    private var observers = ObserverList()
    private var stopEvent: Event<Element>?
    /// `stopEvent != nil`, kept apart so `onNext` never touches an `Event` (see `ObserverList`).
    private var isStopped = false
    private var disposed = false

    /// A subject whose current value is `value`.
    public init(value: Element) {
        element = value
    }

    /// The current value; throws the subject's error after it failed, or `RxError.disposed`.
    public func value() throws -> Element {
        try lock.withLock {
            if disposed { throw RxError.disposed(object: "BehaviorSubject") }
            if case .error(let error)? = stopEvent { throw error }
            return element
        }
    }

    /// True while at least one observer is subscribed.
    public var hasObservers: Bool { lock.withLock { !observers.isEmpty } }

    public var isDisposed: Bool { lock.withLock { disposed } }

    public func on(_ event: Event<Element>) {
        switch event {
        case .next(let value):
            onNext(value)
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

    public func onNext(_ value: Element) {
        let targets: ObserverList.Snapshot? = lock.withLock {
            if disposed || isStopped { return nil }
            element = value
            return observers.snapshot
        }
        if let targets { ObserverList.dispatchNext(value, to: targets) }
    }

    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        lock.withLock {
            if disposed {
                observer.on(.error(RxError.disposed(object: "BehaviorSubject")))
                return Disposables.create()
            }
            if let stopEvent {
                observer.on(stopEvent)
                return Disposables.create()
            }
            let key = observers.insert(SubjectObserver.wrapping(observer))
            observer.onNext(element)
            return SubjectSubscription(subject: self, key: key)
        }
    }

    public func asObserver() -> BehaviorSubject<Element> { self }

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
