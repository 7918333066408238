// `asSingle`: a sequence required to have exactly one element.

extension ObservableType {
    /// This sequence as a `Single`: its one element when it completes after exactly one, otherwise
    /// an error (`RxError.noElements` when it completes empty, `RxError.moreThanOneElement` as soon
    /// as a second element arrives, or its own error).
    /// - seealso: [single operator on reactivex.io](http://reactivex.io/documentation/operators/first.html)
    /// - returns: The single.
    public func asSingle() -> Single<Element> {
        Single(raw: AsSingleProducer(source: asObservable()))
    }
}

private final class AsSingleProducer<Element>: Producer<Element> {
    let source: Observable<Element>

    init(source: Observable<Element>) {
        self.source = source
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: SinkDisposer) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let sink = AsSingleSink(observer: observer, cancel: cancel)
        return (sink, source.subscribe(sink))
    }
}

private final class AsSingleSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element
    private var element: Element?

    func on(_ event: Event<Element>) {
        if isDisposed { return }
        switch event {
        case .next(let value):
            if element != nil {
                forwardTerminal(.error(RxError.moreThanOneElement))
            } else {
                element = value
            }
        case .error:
            forwardTerminal(event)
        case .completed:
            guard let element else {
                forwardTerminal(.error(RxError.noElements))
                return
            }
            forwardNext(element)
            forwardTerminal(.completed)
        }
    }
}
