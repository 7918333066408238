// A subject that emits only its last element, and only once it has completed.

/// Remembers the latest element and, on completion, sends it (if there was one) followed by
/// `.completed` to every subscriber, current and late; an error is passed on without an element.
///
/// As RxSwift's `AsyncSubject`: it is not disposable, and elements sent after a terminal event
/// are ignored.
public final class AsyncSubject<Element>: Observable<Element>, SubjectType, ObserverType, @unchecked Sendable {
    // @unchecked: `lastElement` and `finalElement` are touched only under `observers.lock`,
    // which is recursive so a late subscriber receiving the final element may call back in.
    public typealias Observer = AsyncSubject<Element>

    private let observers = SubjectObservers<Element>(subjectName: "AsyncSubject", recursive: true)
    /// The latest element received; unchecked exclusivity, `observers.lock` serialises every access.
    @exclusivity(unchecked) private var lastElement: Element?
    /// The element sent on completion, kept for late subscribers.
    @exclusivity(unchecked) private var finalElement: Element?

    /// A subject that has received nothing yet.
    public override init() {}

    /// True while at least one observer is subscribed.
    public var hasObservers: Bool { observers.hasObservers }

    public func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            onNext(element)
        case .error:
            observers.stop(with: event) {
                lastElement = nil
                return nil
            }
        case .completed:
            observers.stop(with: event) {
                finalElement = lastElement
                return lastElement
            }
        }
    }

    public func onNext(_ element: Element) {
        observers.whileLive { lastElement = element }
    }

    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        observers.subscribe(observer, catchUp: { observer in finalElement.map(observer.onNext) }, welcome: { _ in })
    }

    public func asObserver() -> AsyncSubject<Element> { self }
}
