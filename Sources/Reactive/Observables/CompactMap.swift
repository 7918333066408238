// `compactMap`: transform each element and drop the nils.

extension ObservableType {
    /// Transforms each element with `transform` and emits the non-nil results; a throw becomes an error event.
    /// - seealso: [map operator on reactivex.io](http://reactivex.io/documentation/operators/map.html)
    /// - parameter transform: Maps an element to a result, or to nil to skip it.
    /// - returns: A sequence of the non-nil results.
    public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Observable<Result> {
        CompactMapObservable(source: asObservable(), transform: transform)
    }
}

private final class CompactMapObservable<Source, Result>: Producer<Result> {
    private let source: Observable<Source>
    private let transform: (Source) throws -> Result?

    init(source: Observable<Source>, transform: @escaping (Source) throws -> Result?) {
        self.source = source
        self.transform = transform
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: SinkDisposer) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Result {
        let sink = CompactMapSink(transform: transform, observer: observer, cancel: cancel)
        return (sink, source.subscribe(sink))
    }
}

private final class CompactMapSink<Source, Observer: ObserverType>: Sink<Observer>, ElementSink {
    typealias Result = Observer.Element
    private let transform: (Source) throws -> Result?

    init(transform: @escaping (Source) throws -> Result?, observer: Observer, cancel: SinkDisposer) {
        self.transform = transform
        super.init(observer: observer, cancel: cancel)
    }

    func onNext(_ element: Source) {
        do {
            if let result = try transform(element) { forwardNext(result) }
        } catch {
            forwardError(error)
        }
    }
}
