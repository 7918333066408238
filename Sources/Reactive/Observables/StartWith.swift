// `startWith`: put elements in front of a sequence.

extension ObservableType {
    /// Emits `elements` first, then subscribes to this sequence and passes on its events.
    /// - seealso: [startWith operator on reactivex.io](http://reactivex.io/documentation/operators/startwith.html)
    /// - parameter elements: The elements to emit before the source's.
    /// - returns: `elements` followed by the source sequence.
    public func startWith(_ elements: Element...) -> Observable<Element> {
        StartWithObservable(source: asObservable(), elements: elements)
    }
}

private final class StartWithObservable<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let elements: [Element]

    init(source: Observable<Element>, elements: [Element]) {
        self.source = source
        self.elements = elements
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: SinkDisposer) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let sink = ForwardingSink(observer: observer, cancel: cancel)
        for element in elements { sink.forwardNext(element) }
        return (sink, source.subscribe(sink))
    }
}
