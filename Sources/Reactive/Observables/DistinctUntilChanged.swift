// `distinctUntilChanged`: drop elements equal to the one emitted just before.

extension ObservableType where Element: Equatable {
    /// Emits an element only when it differs from the previous element.
    /// - seealso: [distinct operator on reactivex.io](http://reactivex.io/documentation/operators/distinct.html)
    /// - returns: The sequence without consecutive duplicates.
    public func distinctUntilChanged() -> Observable<Element> {
        distinctUntilChanged({ $0 }, comparer: ==)
    }
}

extension ObservableType {
    /// Emits an element only when its key differs from the previous element's key.
    /// A throw from `keySelector` becomes an error event.
    /// - seealso: [distinct operator on reactivex.io](http://reactivex.io/documentation/operators/distinct.html)
    /// - parameter keySelector: The key elements are compared by.
    /// - returns: The sequence without consecutive elements of equal keys.
    public func distinctUntilChanged<Key: Equatable>(_ keySelector: @escaping (Element) throws -> Key) -> Observable<Element> {
        distinctUntilChanged(keySelector, comparer: ==)
    }

    /// Emits an element only when the property at `keyPath` differs from the previous element's.
    /// - seealso: [distinct operator on reactivex.io](http://reactivex.io/documentation/operators/distinct.html)
    /// - parameter keyPath: The property elements are compared by.
    /// - returns: The sequence without consecutive elements of equal properties.
    public func distinctUntilChanged<Property: Equatable>(at keyPath: KeyPath<Element, Property>) -> Observable<Element> {
        distinctUntilChanged({ $0[keyPath: keyPath] }, comparer: ==)
    }

    /// Emits an element only when `comparer` says it differs from the previous element.
    /// A throw from `comparer` becomes an error event.
    /// - seealso: [distinct operator on reactivex.io](http://reactivex.io/documentation/operators/distinct.html)
    /// - parameter comparer: True when two elements count as equal.
    /// - returns: The sequence without consecutive elements the comparer calls equal.
    public func distinctUntilChanged(_ comparer: @escaping (Element, Element) throws -> Bool) -> Observable<Element> {
        distinctUntilChanged({ $0 }, comparer: comparer)
    }

    /// Emits an element only when `comparer` says its key differs from the previous element's key.
    /// A throw from either closure becomes an error event.
    /// - seealso: [distinct operator on reactivex.io](http://reactivex.io/documentation/operators/distinct.html)
    /// - parameters:
    ///   - keySelector: The key elements are compared by.
    ///   - comparer: True when two keys count as equal.
    /// - returns: The sequence without consecutive elements of equal keys.
    public func distinctUntilChanged<Key>(
        _ keySelector: @escaping (Element) throws -> Key,
        comparer: @escaping (Key, Key) throws -> Bool
    ) -> Observable<Element> {
        DistinctUntilChangedObservable(source: asObservable(), keySelector: keySelector, comparer: comparer)
    }
}

private final class DistinctUntilChangedObservable<Element, Key>: Producer<Element> {
    let source: Observable<Element>
    let keySelector: (Element) throws -> Key
    let comparer: (Key, Key) throws -> Bool

    init(source: Observable<Element>, keySelector: @escaping (Element) throws -> Key, comparer: @escaping (Key, Key) throws -> Bool) {
        self.source = source
        self.keySelector = keySelector
        self.comparer = comparer
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: SinkDisposer) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let sink = DistinctUntilChangedSink(parent: self, observer: observer, cancel: cancel)
        return (sink, source.subscribe(sink))
    }
}

private final class DistinctUntilChangedSink<Observer: ObserverType, Key>: Sink<Observer>, ElementSink {
    typealias Element = Observer.Element
    private let parent: DistinctUntilChangedObservable<Element, Key>
    /// The previous element's key, valid once `hasLastKey`. A one-element buffer rather than a
    /// `Key?`: in unspecialised code every `Optional<Key>` access is a metadata lookup.
    private let lastKey = UnsafeMutablePointer<Key>.allocate(capacity: 1)
    private var hasLastKey = false

    init(parent: DistinctUntilChangedObservable<Element, Key>, observer: Observer, cancel: SinkDisposer) {
        self.parent = parent
        super.init(observer: observer, cancel: cancel)
    }

    deinit {
        if hasLastKey { lastKey.deinitialize(count: 1) }
        lastKey.deallocate()
    }

    func onNext(_ element: Element) {
        do {
            let key = try parent.keySelector(element)
            if hasLastKey {
                if try parent.comparer(lastKey.pointee, key) { return }
                lastKey.pointee = key
            } else {
                lastKey.initialize(to: key)
                hasLastKey = true
            }
            forwardNext(element)
        } catch {
            forwardError(error)
        }
    }
}
