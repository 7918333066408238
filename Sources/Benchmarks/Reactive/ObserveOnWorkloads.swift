// Benchmark row g: a synchronous burst observed on a serial dispatch queue scheduler.

import Dispatch
import Reactive
import Synchronization

/// The `observe(on:)` workloads of the Reactive benchmark table.
enum ObserveOnWorkloads {
    static let all: [Workload] = [burstOnSerialQueue]

    /// Row g: `Observable.create` emitting 1M Ints synchronously, observed on a serial queue,
    /// timed until `onCompleted` ran.
    static let burstOnSerialQueue = Workload(
        id: "g",
        title: "create emitting 1M .observe(on: SerialDispatchQueueScheduler(qos: .userInitiated)), until onCompleted",
        goal: "≤ 1219 ns/event, peak RSS < 50 MB (RxSwift 2438 ns, 88–159 MB)"
    ) {
        let count = 1_000_000
        return Figure.nanoseconds(per: count, unit: "ns/event") {
            let scheduler = SerialDispatchQueueScheduler(qos: .userInitiated)
            let done = DispatchSemaphore(value: 0)
            let sum = Atomic<Int>(0)
            let source = Observable<Int>.create { observer in
                for value in 0..<count { observer.onNext(value) }
                observer.onCompleted()
                return Disposables.create()
            }
            var total = 0
            let subscription = source.observe(on: scheduler).subscribe(
                onNext: { total &+= $0 },
                onCompleted: {
                    sum.store(total, ordering: .releasing)
                    done.signal()
                }
            )
            done.wait()
            subscription.dispose()
            return sum.load(ordering: .acquiring)
        }
    }
}
