// `scan`: emit every intermediate result of an accumulation.

extension ObservableType {
    /// Accumulates elements into a value changed in place, emitting the value after each element.
    /// A throw becomes an error event. Each subscription starts again from `seed`.
    /// - seealso: [scan operator on reactivex.io](http://reactivex.io/documentation/operators/scan.html)
    /// - parameters:
    ///   - seed: The initial accumulator value.
    ///   - accumulator: Folds one element into the accumulator.
    /// - returns: A sequence of the accumulator after each element.
    public func scan<Accumulate>(
        into seed: Accumulate,
        accumulator: @escaping (inout Accumulate, Element) throws -> Void
    ) -> Observable<Accumulate> {
        ScanObservable(source: asObservable(), seed: seed, accumulator: accumulator)
    }

    /// Accumulates elements with `accumulator`, emitting the accumulated value after each element.
    /// A throw becomes an error event. Each subscription starts again from `seed`.
    /// - seealso: [scan operator on reactivex.io](http://reactivex.io/documentation/operators/scan.html)
    /// - parameters:
    ///   - seed: The initial accumulator value.
    ///   - accumulator: Returns the next accumulator value from the current one and an element.
    /// - returns: A sequence of the accumulator after each element.
    public func scan<Accumulate>(
        _ seed: Accumulate,
        accumulator: @escaping (Accumulate, Element) throws -> Accumulate
    ) -> Observable<Accumulate> {
        scan(into: seed) { accumulate, element in accumulate = try accumulator(accumulate, element) }
    }
}

private final class ScanObservable<Source, Accumulate>: Producer<Accumulate> {
    typealias Accumulator = (inout Accumulate, Source) throws -> Void

    private let source: Observable<Source>
    private let seed: Accumulate
    private let accumulator: Accumulator

    init(source: Observable<Source>, seed: Accumulate, accumulator: @escaping Accumulator) {
        self.source = source
        self.seed = seed
        self.accumulator = accumulator
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: SinkDisposer) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Accumulate {
        let sink = ScanSink(seed: seed, accumulator: accumulator, observer: observer, cancel: cancel)
        return (sink, source.subscribe(sink))
    }
}

private final class ScanSink<Source, Observer: ObserverType>: Sink<Observer>, ElementSink {
    typealias Accumulate = Observer.Element
    /// Unchecked exclusivity: only `onNext` touches it, and the Rx contract serialises those calls;
    /// the run-time check of the `inout` access cost more than the rest of the sink (callgrind).
    @exclusivity(unchecked) private var accumulate: Accumulate
    private let accumulator: (inout Accumulate, Source) throws -> Void

    init(seed: Accumulate, accumulator: @escaping (inout Accumulate, Source) throws -> Void, observer: Observer, cancel: SinkDisposer) {
        accumulate = seed
        self.accumulator = accumulator
        super.init(observer: observer, cancel: cancel)
    }

    func onNext(_ element: Source) {
        do {
            try accumulator(&accumulate, element)
            forwardNext(accumulate)
        } catch {
            forwardError(error)
        }
    }
}
