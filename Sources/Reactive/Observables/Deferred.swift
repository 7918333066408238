// `deferred`: build the sequence only when someone subscribes.

extension ObservableType {
    /// Calls `observableFactory` for every subscriber and subscribes it to the sequence returned.
    ///
    /// A throw from the factory becomes the subscriber's error event.
    /// - seealso: [defer operator on reactivex.io](http://reactivex.io/documentation/operators/defer.html)
    /// - parameter observableFactory: Makes a fresh sequence per subscription.
    /// - returns: A sequence whose every subscription runs the factory.
    public static func deferred(_ observableFactory: @escaping () throws -> Observable<Element>) -> Observable<Element> {
        DeferredObservable(factory: observableFactory)
    }
}

private final class DeferredObservable<Element>: Producer<Element> {
    private let factory: () throws -> Observable<Element>

    init(factory: @escaping () throws -> Observable<Element>) {
        self.factory = factory
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: SinkDisposer) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let sink = ForwardingSink(observer: observer, cancel: cancel)
        do {
            return (sink, try factory().subscribe(sink))
        } catch {
            sink.forwardTerminal(.error(error))
            return (sink, Disposables.create())
        }
    }
}
