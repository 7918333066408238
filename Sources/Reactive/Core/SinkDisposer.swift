// Disposes a sink and its upstream subscription, whichever of "set" and "dispose" comes first.

import Synchronization

/// The disposable a `Producer` returns: safe when the sink terminates before `run` returns.
final class SinkDisposer: Cancelable, @unchecked Sendable {
    // @unchecked: `sink`/`subscription` are written once before the release of `setBit`
    // and read only by whoever observes both bits, so the atomic orders every access.
    private static let disposedBit = 1
    private static let setBit = 2

    private let state = Atomic<Int>(0)
    private var sink: Disposable?
    private var subscription: Disposable?

    var isDisposed: Bool { state.load(ordering: .acquiring) & Self.disposedBit != 0 }

    func set(sink: Disposable, subscription: Disposable) {
        self.sink = sink
        self.subscription = subscription
        let previous = state.bitwiseOr(Self.setBit, ordering: .acquiringAndReleasing).oldValue
        if previous & Self.disposedBit != 0 { release() }
    }

    func dispose() {
        let previous = state.bitwiseOr(Self.disposedBit, ordering: .acquiringAndReleasing).oldValue
        if previous & Self.disposedBit != 0 { return }
        if previous & Self.setBit != 0 { release() }
    }

    private func release() {
        let sink = self.sink.take(), subscription = self.subscription.take()
        sink?.dispose()
        subscription?.dispose()
    }
}
