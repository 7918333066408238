// One subscriber of a subject, behind a class its element type alone names.

/// A subject's handle on one subscriber; `ObserverList` keeps these and calls them by vtable.
class SubjectObserver<Element> {
    /// Delivers one element.
    func onNext(_ element: Element) {
        preconditionFailure("SubjectObserver.onNext is abstract; ObserverBox overrides it")
    }

    /// Delivers one event.
    func on(_ event: Event<Element>) {
        preconditionFailure("SubjectObserver.on is abstract; ObserverBox overrides it")
    }

    /// Wraps `observer`.
    static func wrapping<Observer: ObserverType>(_ observer: Observer) -> SubjectObserver<Element> where Observer.Element == Element {
        ObserverBox(observer)
    }
}

/// The concrete subscriber: forwards to the observer it wraps.
private final class ObserverBox<Observer: ObserverType>: SubjectObserver<Observer.Element> {
    private let observer: Observer

    init(_ observer: Observer) {
        self.observer = observer
    }

    override func onNext(_ element: Observer.Element) {
        observer.onNext(element)
    }

    override func on(_ event: Event<Observer.Element>) {
        observer.on(event)
    }
}
