// Benchmark row d of issue 2: flatMap over a range, one `just` per element.

import Reactive

/// The `flatMap` workload of the Reactive benchmark table (RxSwift 6.10 figure in the goal).
enum FlatMapWorkloads {
    static let all: [Workload] = [
        Workload(id: "d", title: "range 100k → flatMap { just($0) } → subscribe", goal: "< 1843 ns/outer element (RxSwift 3687)") {
            Figure.nanoseconds(per: outerCount, unit: "ns/element", sumOfFlatMappedRange)
        },
    ]

    private static let outerCount = 100_000

    /// Sums the elements of `range(start: 0, count: outerCount).flatMap { Observable.just($0) }`.
    private static func sumOfFlatMappedRange() -> Int {
        var sum = 0
        let subscription = Observable.range(start: 0, count: outerCount)
            .flatMap { Observable.just($0) }
            .subscribe(onNext: { sum &+= $0 })
        subscription.dispose()
        return sum
    }
}
