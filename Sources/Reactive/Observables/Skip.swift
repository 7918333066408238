// `skip`: drop the first elements of a sequence.

extension ObservableType {
    /// Drops the first `count` elements and passes on the rest.
    /// - seealso: [skip operator on reactivex.io](http://reactivex.io/documentation/operators/skip.html)
    /// - parameter count: How many elements to drop; must not be negative.
    /// - returns: The sequence without its first `count` elements.
    public func skip(_ count: Int) -> Observable<Element> {
        precondition(count >= 0, "skip: count must not be negative")
        return SkipCountObservable(source: asObservable(), count: count)
    }
}

private final class SkipCountObservable<Element>: CountingProducer<Element> {
    override func run<Observer: ObserverType>(_ observer: Observer, cancel: SinkDisposer) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let sink = SkipCountSink(count: count, observer: observer, cancel: cancel)
        return (sink, source.subscribe(sink))
    }
}

private final class SkipCountSink<Observer: ObserverType>: CountdownSink<Observer>, ElementSink {
    func onNext(_ element: Observer.Element) {
        if remaining > 0 {
            remaining -= 1
        } else {
            forwardNext(element)
        }
    }
}
