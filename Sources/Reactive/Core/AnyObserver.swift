// A type-erased observer.

/// Wraps any observer (or an event handler) behind one concrete type.
public struct AnyObserver<Element>: ObserverType {
    /// The function that receives the events.
    public typealias EventHandler = (Event<Element>) -> Void

    private let handler: EventHandler
    /// The wrapped observer's element fast path, when wrapping an observer.
    private let nextHandler: ((Element) -> Void)?

    /// Creates an observer that forwards every event to `eventHandler`.
    public init(eventHandler: @escaping EventHandler) {
        self.handler = eventHandler
        self.nextHandler = nil
    }

    /// Creates an observer that forwards every event to `observer`.
    public init<Observer: ObserverType>(_ observer: Observer) where Observer.Element == Element {
        self.handler = observer.on
        self.nextHandler = observer.onNext
    }

    public func on(_ event: Event<Element>) {
        handler(event)
    }

    public func onNext(_ element: Element) {
        if let nextHandler {
            nextHandler(element)
        } else {
            sendNextEvent(element)
        }
    }

    /// Out of line so `onNext` needs no `Event<Element>` metadata (see `Sink.forwardError`).
    @inline(never)
    private func sendNextEvent(_ element: Element) {
        handler(.next(element))
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
