// A subject that remembers its latest element and gives it to every new subscriber.

/// Holds a current value: subscribers first receive it, then every later event.
public final class BehaviorSubject<Element>: Observable<Element>, SubjectType, ObserverType, Cancelable, @unchecked Sendable {
    // @unchecked: `element` is touched only under `observers.lock`, which is recursive so an
    // observer receiving the initial value may call back into the subject.
    public typealias Observer = BehaviorSubject<Element>

    private let observers = SubjectObservers<Element>(subjectName: "BehaviorSubject", recursive: true)
    /// Unchecked exclusivity: `observers.lock` already serialises every access.
    @exclusivity(unchecked) private var element: Element

    /// A subject whose current value is `value`.
    public init(value: Element) {
        element = value
    }

    /// The current value; throws the subject's error after it failed, or `RxError.disposed`.
    public func value() throws -> Element {
        try observers.lock.withLock {
            try observers.throwIfFailed()
            return element
        }
    }

    /// True while at least one observer is subscribed.
    public var hasObservers: Bool { observers.hasObservers }

    public var isDisposed: Bool { observers.isDisposed }

    public func on(_ event: Event<Element>) {
        observers.on(event) { element = $0 }
    }

    public func onNext(_ value: Element) {
        observers.onNext(value) { element = $0 }
    }

    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        observers.subscribe(observer, catchUp: { _ in }, welcome: { $0.onNext(element) })
    }

    public func asObserver() -> BehaviorSubject<Element> { self }

    public func dispose() {
        observers.dispose {}
    }
}
