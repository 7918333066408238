// The observer behind closure-based subscribe.

/// Forwards events to a closure and enforces the grammar: nothing after a terminal event.
final class AnonymousObserver<Element>: ObserverType {
    private let handler: (Event<Element>) -> Void
    private var isStopped = false
    #if DEBUG
    private let tracker = Resources.track()
    #endif

    init(_ handler: @escaping (Event<Element>) -> Void) {
        self.handler = handler
    }

    func on(_ event: Event<Element>) {
        if isStopped { return }
        if event.isStopEvent { isStopped = true }
        handler(event)
    }
}
