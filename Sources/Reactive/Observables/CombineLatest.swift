// `combineLatest`: combine the latest elements of several sequences whenever any of them emits.

extension ObservableType {
    /// Combines the latest elements of the sources with `resultSelector` whenever any source emits,
    /// once every source has emitted at least once.
    ///
    /// Takes any number of sources (RxSwift spells out 2 to 8). Completes when every source has
    /// completed, or when a source emits while another has never emitted and all the others have
    /// completed (as RxSwift's). The first error, or a throw from `resultSelector`, ends it.
    /// - seealso: [combineLatest operator on reactivex.io](http://reactivex.io/documentation/operators/combinelatest.html)
    /// - parameter source: The sequences to combine.
    /// - parameter resultSelector: Combines one latest element of each source.
    /// - returns: The combinations, one per element of any source.
    public static func combineLatest<each Source: ObservableType>(
        _ source: repeat each Source,
        resultSelector: @escaping (repeat (each Source).Element) throws -> Element
    ) -> Observable<Element> {
        CombiningPackProducer(sources: (repeat (each source).asObservable()), rule: .latest, resultSelector: resultSelector)
    }

    /// Combines the latest elements of the sources in the collection into an element with `resultSelector`
    /// whenever any source emits, once every source has emitted; see `combineLatest(_:resultSelector:)`.
    /// - seealso: [combineLatest operator on reactivex.io](http://reactivex.io/documentation/operators/combinelatest.html)
    /// - parameter collection: The sequences to combine; an empty one emits `resultSelector([])` and completes.
    /// - parameter resultSelector: Combines the latest elements, in the collection's order.
    /// - returns: The combinations, one per element of any source.
    public static func combineLatest<Sources: Swift.Collection>(
        _ collection: Sources,
        resultSelector: @escaping ([Sources.Element.Element]) throws -> Element
    ) -> Observable<Element> where Sources.Element: ObservableType {
        CombiningCollectionProducer(sources: collection.map { $0.asObservable() }, rule: .latest, resultSelector: resultSelector)
    }

    /// Emits the latest elements of the sources in the collection as an array whenever any source
    /// emits, once every source has emitted; see `combineLatest(_:resultSelector:)`.
    /// - seealso: [combineLatest operator on reactivex.io](http://reactivex.io/documentation/operators/combinelatest.html)
    /// - parameter collection: The sequences to combine.
    /// - returns: Arrays of the latest elements, in the collection's order.
    public static func combineLatest<Sources: Swift.Collection>(_ collection: Sources) -> Observable<[Element]>
    where Sources.Element: ObservableType, Sources.Element.Element == Element {
        CombiningCollectionProducer(sources: collection.map { $0.asObservable() }, rule: .latest) { $0 }
    }
}

extension ObservableType where Element == Any {
    /// Emits tuples of the latest elements of the sources whenever any source emits, once every
    /// source has emitted; see `combineLatest(_:resultSelector:)`.
    /// - seealso: [combineLatest operator on reactivex.io](http://reactivex.io/documentation/operators/combinelatest.html)
    /// - parameter source: The sequences to combine.
    /// - returns: Tuples of the latest elements, in the order of the sources.
    public static func combineLatest<each Source: ObservableType>(_ source: repeat each Source)
        -> Observable<(repeat (each Source).Element)>
    {
        CombiningPackProducer(sources: (repeat (each source).asObservable()), rule: .latest)
    }
}
