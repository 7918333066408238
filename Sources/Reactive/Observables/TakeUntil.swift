// `take(until:)` and `take(while:)`: a sequence's elements up to a signal or a condition.

/// Whether `take(until:behavior:)` / `take(while:behavior:)` also emits the element that ends the sequence.
public enum TakeBehavior: Sendable {
    /// Emit the element that ends the sequence, then complete.
    case inclusive
    /// Complete without emitting the element that ends the sequence.
    case exclusive
}

extension ObservableType {
    /// Passes on the source's elements until `other` emits an element (or fails), then completes
    /// (or fails) and unsubscribes from both. `other` completing without an element changes nothing.
    /// - seealso: [takeUntil operator on reactivex.io](http://reactivex.io/documentation/operators/takeuntil.html)
    /// - parameter other: The sequence whose first element ends this one.
    /// - returns: The source's elements up to `other`'s first element.
    public func take<Other: ObservableType>(until other: Other) -> Observable<Element> {
        TakeUntilObservable(source: asObservable(), other: other.asObservable())
    }

    /// Passes on elements until `predicate` is true for one, then completes.
    /// A throw from `predicate` becomes an error event.
    /// - seealso: [takeUntil operator on reactivex.io](http://reactivex.io/documentation/operators/takeuntil.html)
    /// - parameters:
    ///   - predicate: True for the element that ends the sequence.
    ///   - behavior: Whether that element is emitted too; by default it is not.
    /// - returns: The elements before the first one satisfying `predicate`.
    public func take(until predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior = .exclusive) -> Observable<Element> {
        TakeUntilPredicateObservable(source: asObservable(), predicate: predicate, behavior: behavior)
    }

    /// Passes on elements as long as `predicate` is true, completing at the first one it rejects.
    /// A throw from `predicate` becomes an error event.
    /// - seealso: [takeWhile operator on reactivex.io](http://reactivex.io/documentation/operators/takewhile.html)
    /// - parameters:
    ///   - predicate: True for the elements to keep.
    ///   - behavior: Whether the first rejected element is emitted too; by default it is not.
    /// - returns: The leading elements that satisfy `predicate`.
    public func take(while predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior = .exclusive) -> Observable<Element> {
        take(until: { try !predicate($0) }, behavior: behavior)
    }
}

private final class TakeUntilObservable<Element, Other>: Producer<Element> {
    private let source: Observable<Element>
    private let other: Observable<Other>

    init(source: Observable<Element>, other: Observable<Other>) {
        self.source = source
        self.other = other
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: SinkDisposer) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let sink = TakeUntilSink<Other, Observer>(observer: observer, cancel: cancel)
        return (sink, sink.run(source: source, other: other))
    }
}

/// Serialises the source's and the other sequence's events, which may come from different threads.
private final class TakeUntilSink<Other, Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element
    private let lock = RecursiveLock()
    private let otherSubscription = SingleAssignmentDisposable()

    func run(source: Observable<Element>, other: Observable<Other>) -> Disposable {
        otherSubscription.setDisposable(other.subscribe(AnyObserver(eventHandler: onOther)))
        if isDisposed { return otherSubscription }
        return Disposables.create(source.subscribe(self), otherSubscription)
    }

    func on(_ event: Event<Element>) {
        lock.withLock {
            switch event {
            case .next(let element): forwardNext(element)
            case .error, .completed: forwardTerminal(event)
            }
        }
    }

    func onNext(_ element: Element) {
        lock.withLock { forwardNext(element) }
    }

    private func onOther(_ event: Event<Other>) {
        lock.withLock {
            switch event {
            case .next: forwardTerminal(.completed)
            case .error(let error): forwardTerminal(.error(error))
            case .completed: otherSubscription.dispose()
            }
        }
    }
}

private final class TakeUntilPredicateObservable<Element>: Producer<Element> {
    let source: Observable<Element>
    let predicate: (Element) throws -> Bool
    let behavior: TakeBehavior

    init(source: Observable<Element>, predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior) {
        self.source = source
        self.predicate = predicate
        self.behavior = behavior
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: SinkDisposer) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let sink = TakeUntilPredicateSink(parent: self, observer: observer, cancel: cancel)
        return (sink, source.subscribe(sink))
    }
}

private final class TakeUntilPredicateSink<Observer: ObserverType>: Sink<Observer>, ElementSink {
    typealias Element = Observer.Element
    private let parent: TakeUntilPredicateObservable<Element>

    init(parent: TakeUntilPredicateObservable<Element>, observer: Observer, cancel: SinkDisposer) {
        self.parent = parent
        super.init(observer: observer, cancel: cancel)
    }

    func onNext(_ element: Element) {
        do {
            if try parent.predicate(element) {
                if parent.behavior == .inclusive { forwardNext(element) }
                forwardCompleted()
            } else {
                forwardNext(element)
            }
        } catch {
            forwardError(error)
        }
    }
}
