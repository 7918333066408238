// Benchmark row d of issue 2: flatMap over a range, one `just` per element.

import Reactive

/// The `flatMap` workload of the Reactive benchmark table (RxSwift 6.10 figure in the goal).
enum FlatMapWorkloads {
    static let all: [Workload] = [rangeToJust]

    private static let count = 100_000

    /// Row d: `range(start: 0, count: 100_000).flatMap { Observable.just($0) }`.
    static let rangeToJust = Workload(
        id: "d", title: "range 100k → flatMap { just($0) } → subscribe", goal: "< 1843 ns/outer element (RxSwift 3687)"
    ) {
        Figure.nanoseconds(per: count, unit: "ns/element") {
            var sum = 0
            _ = Observable.range(start: 0, count: count)
                .flatMap { Observable.just($0) }
                .subscribe(onNext: { sum &+= $0 })
            return sum
        }
    }
}
