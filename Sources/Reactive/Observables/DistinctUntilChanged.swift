// `distinctUntilChanged`: drop elements equal to the one emitted just before.

extension ObservableType where Element: Equatable {
    /// Emits an element only when it differs from the previous element.
    /// - seealso: [distinct operator on reactivex.io](http://reactivex.io/documentation/operators/distinct.html)
    /// - returns: The sequence without consecutive duplicates.
    ///
    /// Inlinable, so the identity key and `==` are specialised in the caller's module: unspecialised,
    /// each element paid an associated-type lookup and a generic `==` (callgrind).
    @inlinable
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
        let sink = DistinctUntilChangedSink(keySelector: keySelector, comparer: comparer, observer: observer, cancel: cancel)
        return (sink, source.subscribe(sink))
    }
}

/// Generic over `Element` as well as its observer, so `onNext` reads the element type from the
/// sink's own metadata instead of looking up `Observer.Element` per element (callgrind).
private final class DistinctUntilChangedSink<Element, Key, Observer: ObserverType>: Sink<Observer>, ElementSink
where Observer.Element == Element {
    private let keySelector: (Element) throws -> Key
    private let comparer: (Key, Key) throws -> Bool
    /// The previous element's key, valid once `hasLastKey`. A one-element buffer rather than a
    /// `Key?`: in unspecialised code every `Optional<Key>` access is a metadata lookup.
    private let lastKey = UnsafeMutablePointer<Key>.allocate(capacity: 1)
    /// Unchecked exclusivity: only `onNext` and `deinit` touch it, serialised by the Rx contract.
    @exclusivity(unchecked) private var hasLastKey = false

    init(
        keySelector: @escaping (Element) throws -> Key,
        comparer: @escaping (Key, Key) throws -> Bool,
        observer: Observer,
        cancel: SinkDisposer
    ) {
        self.keySelector = keySelector
        self.comparer = comparer
        super.init(observer: observer, cancel: cancel)
    }

    deinit {
        if hasLastKey { lastKey.deinitialize(count: 1) }
        lastKey.deallocate()
    }

    func onNext(_ element: Element) {
        do {
            let key = try keySelector(element)
            if hasLastKey {
                if try comparer(lastKey.pointee, key) { return }
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
