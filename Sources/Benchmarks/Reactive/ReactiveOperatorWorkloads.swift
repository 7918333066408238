// Benchmark rows a, a2, b, c, e, f of issue 2: sources, subjects and single-source operators.

import Reactive

/// The Rx workloads that measure creation, subjects and single-source operators (RxSwift 6.10 figures in the goals).
enum ReactiveOperatorWorkloads {
    static let all: [Workload] = [rangeChain, createChain, publishOneSubscriber, publishHundredSubscribers, subscribeDispose, distinctScan]

    private static let chainCount = 10_000_000

    /// Row a: `range` through `map` and `filter` into `subscribe(onNext:)`.
    static let rangeChain = Workload(
        id: "a", title: "range 10M → map → filter → subscribe", goal: "< 1278 ns/event (RxSwift 2557)"
    ) {
        Figure.nanoseconds(per: chainCount, unit: "ns/event") {
            sumThroughChain(Observable.range(start: 0, count: chainCount))
        }
    }

    /// Row a2: the same chain with a synchronous `create` loop as the source.
    static let createChain = Workload(
        id: "a2", title: "create loop 10M → map → filter → subscribe", goal: "< 131 ns/event (RxSwift 262)"
    ) {
        Figure.nanoseconds(per: chainCount, unit: "ns/event") {
            sumThroughChain(Observable<Int>.create { observer in
                for value in 0..<chainCount { observer.onNext(value) }
                observer.onCompleted()
                return Disposables.create()
            })
        }
    }

    /// Rows a and a2: `source.map { $0 &* 3 }.filter { even }` summed in `subscribe(onNext:)`.
    private static func sumThroughChain(_ source: Observable<Int>) -> Int {
        var sum = 0
        _ = source
            .map { $0 &* 3 }
            .filter { $0 & 1 == 0 }
            .subscribe(onNext: { sum &+= $0 })
        return sum
    }

    /// Row b: one subscriber, 10M `onNext`.
    static let publishOneSubscriber = Workload(
        id: "b", title: "PublishSubject, 1 subscriber, 10M onNext", goal: "< 185 ns/onNext (RxSwift 369)"
    ) {
        Figure.nanoseconds(per: chainCount, unit: "ns/onNext") {
            var sum = 0
            let subject = PublishSubject<Int>()
            let subscription = subject.subscribe(onNext: { sum &+= $0 })
            for value in 0..<chainCount { subject.onNext(value) }
            subscription.dispose()
            return sum
        }
    }

    /// Row c: 100 subscribers, 100k `onNext`.
    static let publishHundredSubscribers = Workload(
        id: "c", title: "PublishSubject, 100 subscribers, 100k onNext", goal: "< 65 ns/delivery (RxSwift 129)"
    ) {
        let events = 100_000, subscribers = 100
        return Figure.nanoseconds(per: events * subscribers, unit: "ns/delivery") {
            var sum = 0
            let subject = PublishSubject<Int>()
            let subscriptions = (0..<subscribers).map { _ in subject.subscribe(onNext: { sum &+= $0 }) }
            for value in 0..<events { subject.onNext(value) }
            subscriptions.forEach { $0.dispose() }
            return sum
        }
    }

    /// Row e: subscribing to and disposing a prebuilt chain.
    static let subscribeDispose = Workload(
        id: "e", title: "subject.map.filter: 1M × subscribe + dispose", goal: "< 1988 ns/cycle (RxSwift 3975)"
    ) {
        let cycles = 1_000_000
        let subject = PublishSubject<Int>()
        let chain = subject.map { $0 &+ 1 }.filter { $0 > 0 }
        return Figure.nanoseconds(per: cycles, unit: "ns/cycle") {
            var count = 0
            for _ in 0..<cycles {
                chain.subscribe(onNext: { _ in }).dispose()
                count &+= 1
            }
            return count &+ (subject.hasObservers ? 1 : 0)
        }
    }

    /// Row f: `distinctUntilChanged` then `scan` behind a `BehaviorSubject`.
    static let distinctScan = Workload(
        id: "f", title: "BehaviorSubject → distinctUntilChanged → scan, 10M onNext", goal: "< 335 ns/onNext (RxSwift 670)"
    ) {
        Figure.nanoseconds(per: chainCount, unit: "ns/onNext") {
            var last = 0
            let subject = BehaviorSubject(value: 0)
            let subscription = subject.distinctUntilChanged().scan(0, accumulator: &+).subscribe(onNext: { last = $0 })
            for value in 0..<chainCount { subject.onNext(value >> 1) }
            subscription.dispose()
            return last
        }
    }
}
