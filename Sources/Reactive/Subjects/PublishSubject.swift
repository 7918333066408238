// A subject that forwards each event to whoever is subscribed at that moment.

/// Broadcasts events to current subscribers; late subscribers get only the terminal event.
///
/// `on(_:)` may be called from any thread; callers must not send events concurrently with
/// each other (the Rx contract), but subscribing and disposing may race freely with events.
public final class PublishSubject<Element>: Observable<Element>, SubjectType, ObserverType, Cancelable, @unchecked Sendable {
    // @unchecked: its only state is `observers`, itself thread-safe; the base class is not Sendable.
    public typealias Observer = PublishSubject<Element>

    /// Not recursive: this subject never calls an observer while holding the lock.
    private let observers = SubjectObservers<Element>(subjectName: "PublishSubject", recursive: false)

    /// A subject with no subscribers.
    public override init() {}

    /// True while at least one observer is subscribed.
    public var hasObservers: Bool { observers.hasObservers }

    public var isDisposed: Bool { observers.isDisposed }

    public func on(_ event: Event<Element>) {
        observers.on(event) { _ in }
    }

    public func onNext(_ element: Element) {
        observers.onNext(element) { _ in }
    }

    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        observers.subscribe(observer, catchUp: { _ in }, welcome: { _ in })
    }

    public func asObserver() -> PublishSubject<Element> { self }

    public func dispose() {
        observers.dispose {}
    }
}
