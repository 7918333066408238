// Disposes a sink and its upstream subscription, whichever of "set" and "dispose" comes first.

/// The disposable a `Producer` returns: safe when the sink terminates before `run` returns.
final class SinkDisposer: Cancelable, @unchecked Sendable {
    // @unchecked: `sink`/`subscription` are written once before `handshake.assign()` and taken
    // only by the one caller the handshake picks, so the atomic orders every access.
    private let handshake = DisposeHandshake()
    /// Unchecked exclusivity here and below: the handshake already orders every access, and the
    /// run-time check cost more than the rest of `set` (callgrind).
    @exclusivity(unchecked) private var sink: Disposable?
    @exclusivity(unchecked) private var subscription: Disposable?

    var isDisposed: Bool { handshake.isDisposed }

    func set(sink: Disposable, subscription: Disposable) {
        self.sink = sink
        self.subscription = subscription
        if handshake.assign() { release() }
    }

    func dispose() {
        if handshake.dispose() { release() }
    }

    private func release() {
        let sink = self.sink.take(), subscription = self.subscription.take()
        sink?.dispose()
        subscription?.dispose()
    }
}
