// `concatMap`: map each element to a sequence and play those sequences one after another.

extension ObservableType {
    /// Projects each element to an observable sequence and concatenates the resulting sequences.
    ///
    /// The next inner sequence is subscribed only when the previous one completes; the sequences
    /// selected meanwhile wait in order. The first error (or a throw from `selector`) ends the result.
    /// - seealso: [concat operator on reactivex.io](http://reactivex.io/documentation/operators/concat.html)
    /// - parameter selector: A transform applied to each element, returning the sequence to play.
    /// - returns: The elements of the inner sequences, one sequence after the other.
    public func concatMap<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source) -> Observable<Source.Element> {
        MergeProducer(source: asObservable(), maxConcurrent: 1, selector: selector)
    }
}
