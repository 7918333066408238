// A sink that is its own subscription: it holds the upstream subscription it disposes.

/// A sink for an operator with one source that disposes that source's subscription itself, so a
/// subscription needs no separate `SinkDisposer` (one allocation fewer per operator).
///
/// Its observable subscribes it with `subscribe(to:)` and returns the sink. Whichever of "the
/// upstream subscription arrives" and "dispose" comes second releases that subscription, so a
/// terminal event sent while subscribing (before `subscribe(to:)` returns) still releases it.
class OwningSink<Observer: ObserverType>: Sink<Observer> {
    private let handshake = DisposeHandshake()
    /// Written once before `handshake.assign()`, taken only by the one caller the handshake picks;
    /// unchecked exclusivity, as the handshake already orders every access (see `SinkDisposer`).
    @exclusivity(unchecked) private var upstream: Disposable?

    init(observer: Observer) {
        super.init(observer: observer, cancel: nil)
    }

    /// Keeps `subscription` (this sink's subscription to its source) until disposal, or disposes
    /// it at once when this sink was disposed meanwhile.
    final func own(_ subscription: Disposable) {
        upstream = subscription
        if handshake.assign() { upstream.take()?.dispose() }
    }

    override func dispose() {
        super.dispose()
        if handshake.dispose() { upstream.take()?.dispose() }
    }
}
