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

    /// Fuses `map(transform).filter(predicate)` into one operator (see `MapFilterObservable`).
    override func filtered(by predicate: @escaping (Result) throws -> Bool) -> Observable<Result> {
        MapFilterObservable(source: source, transform: transform, predicate: predicate)
    }

    /// Subscribes a sink that owns its upstream subscription, inside the trampoline (see `Producer`).
    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Result {
        CurrentThreadScheduler.runTrampolined {
            let sink = MapSink(transform: transform, observer: observer)
            sink.own(source.subscribe(sink))
            return sink
        }
    }
}

private final class MapSink<Source, Observer: ObserverType>: OwningSink<Observer>, ElementSink {
    typealias Result = Observer.Element
    private let transform: (Source) throws -> Result

    init(transform: @escaping (Source) throws -> Result, observer: Observer) {
        self.transform = transform
        super.init(observer: observer)
    }

    func onNext(_ element: Source) {
        do {
            forwardNext(try transform(element))
        } catch {
            forwardError(error)
        }
    }
}
