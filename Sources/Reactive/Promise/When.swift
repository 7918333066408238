// `when(fulfilled:)`: waits for several promises at once.

/// Fulfils with every promise's value, in the order given, once all are fulfilled.
///
/// The first rejection rejects the result at once. An empty array fulfils with `[]`. Cancelling the
/// result cancels every promise still running.
public func when<T>(fulfilled promises: [Promise<T>]) -> Promise<[T]> {
    if promises.isEmpty { return .value([]) }
    let (promise, resolver) = Promise<[T]>.pending()
    let collector = FulfilmentCollector<[T?], [T]>(
        count: promises.count,
        partial: Array(repeating: nil, count: promises.count),
        resolver: resolver
    ) { values in
        values.compactMap { $0 }
    }
    for (index, element) in promises.enumerated() {
        promise.propagatesCancellation(to: element)
        collector.collect(element) { values, value in values[index] = value }
    }
    return promise
}

/// Fulfils with both values once both promises are fulfilled; the first rejection rejects at once.
/// Cancelling the result cancels both.
public func when<A, B>(fulfilled first: Promise<A>, _ second: Promise<B>) -> Promise<(A, B)> {
    let (promise, resolver) = Promise<(A, B)>.pending()
    let collector = FulfilmentCollector<(A?, B?), (A, B)>(count: 2, partial: (nil, nil), resolver: resolver) { pair in
        guard let a = pair.0, let b = pair.1 else { return nil }
        return (a, b)
    }
    promise.propagatesCancellation(to: first)
    promise.propagatesCancellation(to: second)
    collector.collect(first) { pair, value in pair.0 = value }
    collector.collect(second) { pair, value in pair.1 = value }
    return promise
}
