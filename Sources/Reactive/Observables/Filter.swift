// `filter`: keep the elements that satisfy a predicate.

extension ObservableType {
    /// Emits only the elements for which `predicate` is true; a throw becomes an error event.
    /// - seealso: [filter operator on reactivex.io](http://reactivex.io/documentation/operators/filter.html)
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        FilterObservable(source: asObservable(), predicate: predicate)
    }
}

private final class FilterObservable<Element>: Producer<Element> {
    let source: Observable<Element>
    let predicate: (Element) throws -> Bool

    init(source: Observable<Element>, predicate: @escaping (Element) throws -> Bool) {
        self.source = source
        self.predicate = predicate
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let sink = FilterSink(predicate: predicate, observer: observer, cancel: cancel)
        return (sink, source.subscribe(sink))
    }
}

private final class FilterSink<Observer: ObserverType>: Sink<Observer>, ElementSink {
    typealias Element = Observer.Element
    private let predicate: (Element) throws -> Bool

    init(predicate: @escaping (Element) throws -> Bool, observer: Observer, cancel: Cancelable) {
        self.predicate = predicate
        super.init(observer: observer, cancel: cancel)
    }

    func onNext(_ element: Element) {
        do {
            if try predicate(element) { forwardNext(element) }
        } catch {
            forwardError(error)
        }
    }
}
