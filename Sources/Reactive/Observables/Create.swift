// `Observable.create`: a sequence from a subscribe function.

import Synchronization

extension ObservableType {
    /// Creates a sequence from a function that receives an observer and returns what to release.
    ///
    /// The observer enforces the grammar: events after a terminal event are dropped.
    /// - seealso: [create operator on reactivex.io](http://reactivex.io/documentation/operators/create.html)
    public static func create(_ subscribe: @escaping (AnyObserver<Element>) -> Disposable) -> Observable<Element> {
        AnonymousObservable(subscribe)
    }
}

private final class AnonymousObservable<Element>: Producer<Element> {
    let subscribeHandler: (AnyObserver<Element>) -> Disposable

    init(_ subscribeHandler: @escaping (AnyObserver<Element>) -> Disposable) {
        self.subscribeHandler = subscribeHandler
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: SinkDisposer) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let sink = AnonymousObservableSink(observer: observer, cancel: cancel)
        return (sink, subscribeHandler(AnyObserver(sink)))
    }
}

private final class AnonymousObservableSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element
    private let stopped = Atomic<Bool>(false)

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            onNext(element)
        case .error, .completed:
            if stopped.exchange(true, ordering: .acquiringAndReleasing) { return }
            forwardTerminal(event)
        }
    }

    func onNext(_ element: Element) {
        if stopped.load(ordering: .relaxed) { return }
        forwardNext(element)
    }
}
