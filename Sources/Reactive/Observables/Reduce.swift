// `reduce`: fold the whole sequence into one value, emitted at completion.

extension ObservableType {
    /// Folds all elements with `accumulator` and, when the source completes, emits `mapResult` of the
    /// final value, then completes. A throw becomes an error event; a source error is passed on.
    /// - seealso: [reduce operator on reactivex.io](http://reactivex.io/documentation/operators/reduce.html)
    /// - parameters:
    ///   - seed: The initial accumulator value.
    ///   - accumulator: Returns the next accumulator value from the current one and an element.
    ///   - mapResult: Turns the final accumulator value into the result.
    /// - returns: A sequence of one element, the result, or of an error.
    public func reduce<Accumulate, Result>(
        _ seed: Accumulate,
        accumulator: @escaping (Accumulate, Element) throws -> Accumulate,
        mapResult: @escaping (Accumulate) throws -> Result
    ) -> Observable<Result> {
        ReduceObservable(source: asObservable(), seed: seed, accumulator: accumulator, mapResult: mapResult)
    }

    /// Folds all elements with `accumulator` and, when the source completes, emits the final value,
    /// then completes. A throw becomes an error event; a source error is passed on.
    /// - seealso: [reduce operator on reactivex.io](http://reactivex.io/documentation/operators/reduce.html)
    /// - parameters:
    ///   - seed: The initial accumulator value.
    ///   - accumulator: Returns the next accumulator value from the current one and an element.
    /// - returns: A sequence of one element, the final accumulator value, or of an error.
    public func reduce<Accumulate>(
        _ seed: Accumulate,
        accumulator: @escaping (Accumulate, Element) throws -> Accumulate
    ) -> Observable<Accumulate> {
        reduce(seed, accumulator: accumulator, mapResult: { $0 })
    }
}

private final class ReduceObservable<Source, Accumulate, Result>: Producer<Result> {
    let source: Observable<Source>
    let seed: Accumulate
    let accumulator: (Accumulate, Source) throws -> Accumulate
    let mapResult: (Accumulate) throws -> Result

    init(
        source: Observable<Source>,
        seed: Accumulate,
        accumulator: @escaping (Accumulate, Source) throws -> Accumulate,
        mapResult: @escaping (Accumulate) throws -> Result
    ) {
        self.source = source
        self.seed = seed
        self.accumulator = accumulator
        self.mapResult = mapResult
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: SinkDisposer) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Result {
        let sink = ReduceSink(parent: self, observer: observer, cancel: cancel)
        return (sink, source.subscribe(sink))
    }
}

private final class ReduceSink<Source, Accumulate, Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Parent = ReduceObservable<Source, Accumulate, Observer.Element>
    private let parent: Parent
    private var accumulate: Accumulate

    init(parent: Parent, observer: Observer, cancel: SinkDisposer) {
        self.parent = parent
        accumulate = parent.seed
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Source>) {
        switch event {
        case .next(let element):
            onNext(element)
        case .error(let error):
            forwardTerminal(.error(error))
        case .completed:
            do {
                forwardNext(try parent.mapResult(accumulate))
                forwardTerminal(.completed)
            } catch {
                forwardTerminal(.error(error))
            }
        }
    }

    func onNext(_ element: Source) {
        do {
            accumulate = try parent.accumulator(accumulate, element)
        } catch {
            forwardError(error)
        }
    }
}
