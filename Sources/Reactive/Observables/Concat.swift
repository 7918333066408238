// `concat`: play sequences one after another.

extension ObservableType {
    /// Emits this sequence's elements, then, once it has completed, `second`'s.
    /// - seealso: [concat operator on reactivex.io](http://reactivex.io/documentation/operators/concat.html)
    /// - parameter second: The sequence that follows.
    /// - returns: Both sequences' elements in turn; the first error ends it.
    public func concat<Source: ObservableConvertibleType>(_ second: Source) -> Observable<Element> where Source.Element == Element {
        Observable.concat([asObservable(), second.asObservable()])
    }

    /// Subscribes to each sequence of `sequence` once the previous one has completed.
    /// - seealso: [concat operator on reactivex.io](http://reactivex.io/documentation/operators/concat.html)
    /// - parameter sequence: The sequences to play, in order; an empty one completes at once.
    /// - returns: Every sequence's elements in turn; the first error ends it.
    public static func concat<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Observable<Element>
    where Sequence.Element == Observable<Element> {
        Observable<Observable<Element>>.from(sequence).concat()
    }

    /// Subscribes to each sequence of `collection` once the previous one has completed.
    /// - seealso: [concat operator on reactivex.io](http://reactivex.io/documentation/operators/concat.html)
    /// - parameter collection: The sequences to play, in order; an empty one completes at once.
    /// - returns: Every sequence's elements in turn; the first error ends it.
    public static func concat<Collection: Swift.Collection>(_ collection: Collection) -> Observable<Element>
    where Collection.Element == Observable<Element> {
        Observable<Observable<Element>>.from(collection).concat()
    }

    /// Subscribes to each of `sources` once the previous one has completed.
    /// - seealso: [concat operator on reactivex.io](http://reactivex.io/documentation/operators/concat.html)
    /// - parameter sources: The sequences to play, in order.
    /// - returns: Every sequence's elements in turn; the first error ends it.
    public static func concat(_ sources: Observable<Element>...) -> Observable<Element> {
        Observable<Observable<Element>>.from(sources).concat()
    }
}

extension ObservableType where Element: ObservableConvertibleType {
    /// Plays the sequences this sequence emits one after another: each is subscribed once the
    /// previous one has completed; those emitted meanwhile wait in order.
    /// - seealso: [concat operator on reactivex.io](http://reactivex.io/documentation/operators/concat.html)
    /// - returns: Every inner sequence's elements in turn; the first error ends it.
    public func concat() -> Observable<Element.Element> {
        merge(maxConcurrent: 1)
    }
}
