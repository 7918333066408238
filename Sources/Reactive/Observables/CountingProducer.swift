// What `take(_:)` and `skip(_:)` share: a source, a count, and sinks that count elements down.

/// A producer over `source` whose sinks count its elements down from `count`.
class CountingProducer<Element>: Producer<Element> {
    final let source: Observable<Element>
    final let count: Int

    init(source: Observable<Element>, count: Int) {
        self.source = source
        self.count = count
    }
}

/// A sink counting the elements it has seen down from the producer's count.
class CountdownSink<Observer: ObserverType>: Sink<Observer> {
    /// Elements still to count before the operator changes behaviour.
    final var remaining: Int

    init(count: Int, observer: Observer, cancel: SinkDisposer) {
        remaining = count
        super.init(observer: observer, cancel: cancel)
    }
}
