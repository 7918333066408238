// The observer behind closure-based subscribe.

/// Forwards events to closures and enforces the grammar: nothing after a terminal event.
final class AnonymousObserver<Element>: ObserverType {
    private let handler: (Event<Element>) -> Void
    /// Receives elements directly (closure-based `subscribe(onNext:…)`), sparing an `Event`.
    private let nextHandler: (Element) -> Void
    private var isStopped = false
    #if DEBUG
    private let tracker = Resources.track()
    #endif

    /// An observer passing every event to `handler`.
    init(_ handler: @escaping (Event<Element>) -> Void) {
        self.handler = handler
        self.nextHandler = { handler(.next($0)) }
    }

    /// An observer passing elements to `nextHandler` and terminal events to `handler`.
    init(_ handler: @escaping (Event<Element>) -> Void, onNext nextHandler: @escaping (Element) -> Void) {
        self.handler = handler
        self.nextHandler = nextHandler
    }

    func on(_ event: Event<Element>) {
        if isStopped { return }
        switch event {
        case .next(let element):
            nextHandler(element)
        case .error, .completed:
            isStopped = true
            handler(event)
        }
    }

    func onNext(_ element: Element) {
        if isStopped { return }
        nextHandler(element)
    }
}
