// `map`: transform each element.

extension ObservableType {
    /// Transforms each element with `transform`; a throw becomes an error event.
    /// - seealso: [map operator on reactivex.io](http://reactivex.io/documentation/operators/map.html)
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Observable<Result> {
        MapObservable(source: asObservable(), transform: transform)
    }
}

private final class MapObservable<Source, Result>: Producer<Result> {
    let source: Observable<Source>
    let transform: (Source) throws -> Result

    init(source: Observable<Source>, transform: @escaping (Source) throws -> Result) {
        self.source = source
        self.transform = transform
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Result {
        let sink = MapSink(transform: transform, observer: observer, cancel: cancel)
        return (sink, source.subscribe(sink))
    }
}

private final class MapSink<Source, Observer: ObserverType>: Sink<Observer>, ElementSink {
    typealias Result = Observer.Element
    private let transform: (Source) throws -> Result

    init(transform: @escaping (Source) throws -> Result, observer: Observer, cancel: Cancelable) {
        self.transform = transform
        super.init(observer: observer, cancel: cancel)
    }

    func onNext(_ element: Source) {
        do {
            forwardNext(try transform(element))
        } catch {
            forwardError(error)
        }
    }
}
