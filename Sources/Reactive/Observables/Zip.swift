// `zip`: pair up the n-th elements of several sequences.

extension ObservableType {
    /// Combines the n-th elements of every source with `resultSelector`, for each n.
    ///
    /// Elements wait until every source has delivered its element of the same index. Takes any
    /// number of sources (RxSwift spells out 2 to 8). Completes when every source has completed, as
    /// RxSwift's does (even when a completed source has nothing left to pair); the first error, or a
    /// throw from `resultSelector`, ends it.
    /// - seealso: [zip operator on reactivex.io](http://reactivex.io/documentation/operators/zip.html)
    /// - parameter source: The sequences to zip.
    /// - parameter resultSelector: Combines the elements of one index.
    /// - returns: One combination per index reached by every source.
    public static func zip<each Source: ObservableType>(
        _ source: repeat each Source,
        resultSelector: @escaping (repeat (each Source).Element) throws -> Element
    ) -> Observable<Element> {
        CombiningPackProducer(sources: (repeat (each source).asObservable()), rule: .inOrder, resultSelector: resultSelector)
    }

    /// Combines the n-th elements of every source in the collection with `resultSelector`; see `zip(_:resultSelector:)`.
    ///
    /// Unlike the form with separate sources, and as RxSwift's, it also completes when a source
    /// emits while another has nothing queued and all the others have completed.
    /// - seealso: [zip operator on reactivex.io](http://reactivex.io/documentation/operators/zip.html)
    /// - parameter collection: The sequences to zip; an empty one completes at once.
    /// - parameter resultSelector: Combines the elements of one index, in the collection's order.
    /// - returns: One combination per index reached by every source.
    public static func zip<Sources: Swift.Collection>(
        _ collection: Sources,
        resultSelector: @escaping ([Sources.Element.Element]) throws -> Element
    ) -> Observable<Element> where Sources.Element: ObservableType {
        CombiningCollectionProducer(sources: collection.map { $0.asObservable() }, rule: .inOrder, resultSelector: resultSelector)
    }

    /// Emits the n-th elements of every source in the collection as an array; see `zip(_:resultSelector:)`.
    /// - seealso: [zip operator on reactivex.io](http://reactivex.io/documentation/operators/zip.html)
    /// - parameter collection: The sequences to zip.
    /// - returns: Arrays of the elements of one index, in the collection's order.
    public static func zip<Sources: Swift.Collection>(_ collection: Sources) -> Observable<[Element]>
    where Sources.Element: ObservableType, Sources.Element.Element == Element {
        CombiningCollectionProducer(sources: collection.map { $0.asObservable() }, rule: .inOrder) { $0 }
    }
}

extension ObservableType where Element == Any {
    /// Emits tuples of the n-th elements of every source; see `zip(_:resultSelector:)`.
    /// - seealso: [zip operator on reactivex.io](http://reactivex.io/documentation/operators/zip.html)
    /// - parameter source: The sequences to zip.
    /// - returns: Tuples of the elements of one index, in the order of the sources.
    public static func zip<each Source: ObservableType>(_ source: repeat each Source) -> Observable<(repeat (each Source).Element)> {
        CombiningPackProducer(sources: (repeat (each source).asObservable()), rule: .inOrder)
    }
}
