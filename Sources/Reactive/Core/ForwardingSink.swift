// A sink that passes every event through unchanged.

/// Forwards events downstream as they are, releasing the subscription on a terminal event.
///
/// For operators whose work happens around the events rather than on them (`deferred`, `startWith`).
final class ForwardingSink<Observer: ObserverType>: Sink<Observer>, ElementSink {
    typealias Element = Observer.Element

    func onNext(_ element: Element) {
        forwardNext(element)
    }
}
