// MainScheduler's default executor: a serial dispatch queue.

import Dispatch

/// The default driver: one serial dispatch queue standing in for the UI thread.
struct DispatchMainSchedulerDriver: MainSchedulerDriver {
    private let queue = DispatchQueue(label: "stockwatch.reactive.main", qos: .userInteractive)

    func post(_ work: @escaping @Sendable () -> Void) {
        queue.async(execute: work)
    }

    func post(after delay: RxTimeInterval, _ work: @escaping @Sendable () -> Void) -> Disposable {
        let item = DispatchWorkItem(block: work)
        queue.asyncAfter(deadline: .now() + delay, execute: item)
        return Disposables.create { item.cancel() }
    }
}
