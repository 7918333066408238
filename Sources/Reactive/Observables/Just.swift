// `just`: a sequence of exactly one element.

extension ObservableType {
    /// Emits `element` and completes, synchronously during `subscribe`.
    /// - seealso: [just operator on reactivex.io](http://reactivex.io/documentation/operators/just.html)
    /// - parameter element: The single element of the sequence.
    /// - returns: A sequence of `element`, then `.completed`.
    ///
    /// Inlinable, so the caller's module names `JustObservable` of a concrete element type: its
    /// metadata is then cached statically instead of looked up on every call (row d calls it per element).
    @inlinable
    public static func just(_ element: Element) -> Observable<Element> {
        JustObservable(element: element)
    }

    /// Emits `element` and completes, both sent on `scheduler`.
    /// - seealso: [just operator on reactivex.io](http://reactivex.io/documentation/operators/just.html)
    /// - parameters:
    ///   - element: The single element of the sequence.
    ///   - scheduler: Where the element and the completion are sent.
    /// - returns: A sequence of `element`, then `.completed`.
    public static func just(_ element: Element, scheduler: any ImmediateSchedulerType) -> Observable<Element> {
        SequenceProducer(elements: CollectionOfOne(element), scheduler: scheduler)
    }
}

/// The observable `just` returns; `@usableFromInline` for the inlinable `just`.
@usableFromInline
final class JustObservable<Element>: Producer<Element> {
    private let element: Element

    @usableFromInline
    init(element: Element) {
        self.element = element
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        observer.onNext(element)
        observer.onCompleted()
        return Disposables.create()
    }
}
