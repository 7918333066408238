// `merge`: interleave the elements of several sequences into one.

extension ObservableType where Element: ObservableConvertibleType {
    /// Merges the sequences this sequence emits into one sequence of their elements.
    ///
    /// Completes when this sequence and every inner sequence have completed; the first error ends it.
    /// - seealso: [merge operator on reactivex.io](http://reactivex.io/documentation/operators/merge.html)
    /// - returns: The elements of every inner sequence, as they arrive.
    public func merge() -> Observable<Element.Element> {
        MergeProducer(source: asObservable(), maxConcurrent: Int.max) { $0 }
    }

    /// Merges the inner sequences, subscribed to at most `maxConcurrent` at a time; the others wait in order.
    /// - seealso: [merge operator on reactivex.io](http://reactivex.io/documentation/operators/merge.html)
    /// - parameter maxConcurrent: How many inner sequences may be subscribed at once (at least 1).
    /// - returns: The elements of every inner sequence, as they arrive.
    public func merge(maxConcurrent: Int) -> Observable<Element.Element> {
        precondition(maxConcurrent > 0, "maxConcurrent must be positive")
        return MergeProducer(source: asObservable(), maxConcurrent: maxConcurrent) { $0 }
    }
}

extension ObservableType {
    /// Merges the elements of `sources` into one sequence, subscribing to all of them at once.
    ///
    /// Completes when every source has completed (at once when there are none); the first error ends it.
    /// - seealso: [merge operator on reactivex.io](http://reactivex.io/documentation/operators/merge.html)
    /// - parameter sources: The sequences to merge.
    /// - returns: The elements of all the sources, as they arrive.
    public static func merge<Sources: Swift.Collection>(_ sources: Sources) -> Observable<Element>
    where Sources.Element == Observable<Element> {
        MergeListProducer(sources: Array(sources))
    }

    /// Merges the elements of `sources` into one sequence, subscribing to all of them at once.
    /// - seealso: [merge operator on reactivex.io](http://reactivex.io/documentation/operators/merge.html)
    /// - parameter sources: The sequences to merge.
    /// - returns: The elements of all the sources, as they arrive.
    public static func merge(_ sources: [Observable<Element>]) -> Observable<Element> {
        MergeListProducer(sources: sources)
    }

    /// Merges the elements of `sources` into one sequence, subscribing to all of them at once.
    /// - seealso: [merge operator on reactivex.io](http://reactivex.io/documentation/operators/merge.html)
    /// - parameter sources: The sequences to merge.
    /// - returns: The elements of all the sources, as they arrive.
    public static func merge(_ sources: Observable<Element>...) -> Observable<Element> {
        MergeListProducer(sources: sources)
    }
}
