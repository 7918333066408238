// A type-erased observer.

/// Wraps any observer (or an event handler) behind one concrete type.
public struct AnyObserver<Element>: ObserverType {
    /// The function that receives the events.
    public typealias EventHandler = (Event<Element>) -> Void

    private let handler: EventHandler

    /// Creates an observer that forwards every event to `eventHandler`.
    public init(eventHandler: @escaping EventHandler) {
        self.handler = eventHandler
    }

    /// Creates an observer that forwards every event to `observer`.
    public init<Observer: ObserverType>(_ observer: Observer) where Observer.Element == Element {
        self.handler = observer.on
    }

    public func on(_ event: Event<Element>) {
        handler(event)
    }

    /// Returns itself.
    public func asObserver() -> AnyObserver<Element> { self }
}

extension ObserverType {
    /// This observer behind the concrete `AnyObserver` type.
    public func asObserver() -> AnyObserver<Element> {
        AnyObserver(self)
    }

    /// An observer of `Source` that transforms each element before passing it here.
    public func mapObserver<Source>(_ transform: @escaping (Source) throws -> Element) -> AnyObserver<Source> {
        AnyObserver { event in self.on(event.map(transform)) }
    }
}
