// `filter`: keep the elements that satisfy a predicate.

extension ObservableType {
    /// Emits only the elements for which `predicate` is true; a throw becomes an error event.
    /// - seealso: [filter operator on reactivex.io](http://reactivex.io/documentation/operators/filter.html)
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        asObservable().filtered(by: predicate)
    }
}

/// `filter`'s observable over any source but `map`'s (see `Observable.filtered(by:)`).
final class FilterObservable<Element>: Producer<Element> {
    let source: Observable<Element>
    let predicate: (Element) throws -> Bool

    init(source: Observable<Element>, predicate: @escaping (Element) throws -> Bool) {
        self.source = source
        self.predicate = predicate
    }

    /// Subscribes a sink that owns its upstream subscription, inside the trampoline (see `Producer`).
    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        CurrentThreadScheduler.runTrampolined {
            let sink = FilterSink(predicate: predicate, observer: observer)
            sink.own(source.subscribe(sink))
            return sink
        }
    }
}

private final class FilterSink<Observer: ObserverType>: OwningSink<Observer>, ElementSink {
    typealias Element = Observer.Element
    private let predicate: (Element) throws -> Bool

    init(predicate: @escaping (Element) throws -> Bool, observer: Observer) {
        self.predicate = predicate
        super.init(observer: observer)
    }

    func onNext(_ element: Element) {
        do {
            if try predicate(element) { forwardNext(element) }
        } catch {
            forwardError(error)
        }
    }
}
