// Tests for the debug check on sinks: a re-entrant or concurrent delivery is reported to Hooks.synchronizationAnomalyHandler.

import Dispatch
import Reactive
import Testing

#if DEBUG
/// Serialized: the handler is process-wide. Other suites may report anomalies of their own
/// meanwhile, so each test checks that the anomaly it causes is among those reported.
@Suite(.serialized) struct DeliveryTrackerTests {
    /// Runs `body` with a handler that records anomalies, then restores the previous handler.
    private func recordingAnomalies(_ body: () -> Void) -> [SynchronizationAnomaly] {
        let received = LockedState<[SynchronizationAnomaly]>([])
        let previous = Hooks.synchronizationAnomalyHandler
        Hooks.synchronizationAnomalyHandler = { anomaly in received.withLock { $0.append(anomaly) } }
        body()
        Hooks.synchronizationAnomalyHandler = previous
        return received.withLock { $0 }
    }

    @Test func anEventSentFromInsideTheHandlingOfAnotherIsReportedAsReentrancy() {
        var received: [Int] = []
        let anomalies = recordingAnomalies {
            let subject = PublishSubject<Int>()
            let subscription = subject.map { $0 * 10 }.subscribe(onNext: { value in
                received.append(value)
                if value == 10 { subject.onNext(2) }
            })
            subject.onNext(1)
            subscription.dispose()
        }
        #expect(received == [10, 20])
        #expect(anomalies.contains { if case .reentrancy = $0 { true } else { false } })
    }

    @Test func anEventSentFromAnotherThreadDuringADeliveryIsReportedAsConcurrency() {
        let entered = DispatchSemaphore(value: 0)
        let proceed = DispatchSemaphore(value: 0)
        let finished = DispatchSemaphore(value: 0)
        let anomalies = recordingAnomalies {
            let subject = PublishSubject<Int>()
            let subscription = subject.filter { _ in true }.subscribe(onNext: { value in
                if value == 1 {
                    entered.signal()
                    proceed.wait()
                }
            })
            DispatchQueue.global().async {
                subject.onNext(1)
                finished.signal()
            }
            entered.wait()
            subject.onNext(2)
            proceed.signal()
            finished.wait()
            subscription.dispose()
        }
        #expect(anomalies.contains { if case .concurrency = $0 { true } else { false } })
    }

    @Test func serialDeliveriesReportNothing() {
        var sum = 0
        let subject = PublishSubject<Int>()
        let subscription = subject.map { $0 + 1 }.filter { $0 > 0 }.subscribe(onNext: { sum += $0 })
        let previous = Hooks.synchronizationAnomalyHandler
        let ownAnomalies = LockedState(0)
        let thread = DispatchQueue(label: "serial-deliveries")
        Hooks.synchronizationAnomalyHandler = { _ in
            if DispatchQueue.getSpecific(key: Self.deliveryKey) != nil { ownAnomalies.withLock { $0 += 1 } }
        }
        thread.setSpecific(key: Self.deliveryKey, value: true)
        thread.sync { (1...100).forEach(subject.onNext) }
        Hooks.synchronizationAnomalyHandler = previous
        subscription.dispose()
        #expect(sum == 5_150)
        #expect(ownAnomalies.withLock { $0 } == 0)
    }

    private static let deliveryKey = DispatchSpecificKey<Bool>()
}
#endif
