// `take`: the first elements of a sequence.

extension ObservableType {
    /// Emits the first `count` elements, then completes and unsubscribes from the source.
    /// `take(0)` completes at once without subscribing.
    /// - seealso: [take operator on reactivex.io](http://reactivex.io/documentation/operators/take.html)
    /// - parameter count: How many elements to pass on; must not be negative.
    /// - returns: A sequence of at most `count` elements.
    public func take(_ count: Int) -> Observable<Element> {
        precondition(count >= 0, "take: count must not be negative")
        if count == 0 { return .empty() }
        return TakeCountObservable(source: asObservable(), count: count)
    }
}

private final class TakeCountObservable<Element>: CountingProducer<Element> {
    override func run<Observer: ObserverType>(_ observer: Observer, cancel: SinkDisposer) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let sink = TakeCountSink(count: count, observer: observer, cancel: cancel)
        return (sink, source.subscribe(sink))
    }
}

private final class TakeCountSink<Observer: ObserverType>: CountdownSink<Observer>, ElementSink {
    func onNext(_ element: Observer.Element) {
        guard remaining > 0 else { return }
        remaining -= 1
        forwardNext(element)
        if remaining == 0 { forwardCompleted() }
    }
}
