// The event routing shared by the sinks that only act on elements.

/// A sink that does its work in `onNext` and ends as its upstream ends: `on(_:)` routes elements
/// to `onNext` and passes an error or completion downstream as it is.
///
/// A conforming type must implement `onNext(_:)` itself: `ObserverType`'s default sends
/// `on(.next(_:))`, which would route straight back.
protocol ElementSink: ObserverType {
    /// Sends the upstream's error or completion downstream and releases the subscription.
    func forwardStop<Source>(_ event: Event<Source>)
}

extension ElementSink {
    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element): onNext(element)
        case .error, .completed: forwardStop(event)
        }
    }
}
