// `flatMap`: map each element to a sequence and merge them all.

extension ObservableType {
    /// Projects each element to an observable sequence and merges the resulting sequences into one.
    ///
    /// Every inner sequence stays subscribed until it ends; their elements are interleaved as they
    /// arrive, one at a time. The result completes when this sequence and every inner sequence have
    /// completed; the first error from any of them (or a throw from `selector`) ends it.
    /// - seealso: [flatMap operator on reactivex.io](http://reactivex.io/documentation/operators/flatmap.html)
    /// - parameter selector: A transform applied to each element, returning the sequence to merge.
    /// - returns: The elements of all the inner sequences.
    public func flatMap<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source) -> Observable<Source.Element> {
        MergeProducer(source: asObservable(), maxConcurrent: Int.max, selector: selector)
    }
}
