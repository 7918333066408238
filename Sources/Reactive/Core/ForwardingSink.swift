// A sink that passes every event through unchanged.

/// Forwards events downstream as they are, releasing the subscription on a terminal event.
///
/// For operators whose work happens around the events rather than on them (`deferred`, `startWith`).
final class ForwardingSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element): forwardNext(element)
        case .error, .completed: forwardTerminal(event)
        }
    }

    func onNext(_ element: Element) {
        forwardNext(element)
    }
}
