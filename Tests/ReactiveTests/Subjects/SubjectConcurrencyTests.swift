// Subjects used from several threads at once: run under ThreadSanitizer by `make tsan`.

import Foundation
import Reactive
import Synchronization
import Testing

@Suite struct SubjectConcurrencyTests {
    private static let events = 5_000

    /// What one subscriber received, guarded: an in-flight event may still arrive on the sending
    /// thread while the subscribing thread disposes. An `NSLock` rather than a `Mutex`, whose
    /// contended path ThreadSanitizer cannot see.
    private final class Received: @unchecked Sendable {
        // @unchecked: `values` is only touched under `lock`.
        private let lock = NSLock()
        private var values: [Int] = []

        func append(_ value: Int) { lock.withLock { values.append(value) } }

        var isStrictlyIncreasing: Bool {
            lock.withLock { zip(values, values.dropFirst()).allSatisfy { $0 < $1 } }
        }

        var count: Int { lock.withLock { values.count } }
    }

    @Test func subscribingAndDisposingRaceWithEvents() {
        let subject = PublishSubject<Int>()
        let misordered = Atomic<Int>(0)
        let sending = Atomic<Bool>(true)
        DispatchQueue.concurrentPerform(iterations: 4) { worker in
            if worker == 0 {
                for value in 0..<Self.events { subject.onNext(value) }
                sending.store(false, ordering: .relaxed)
                return
            }
            for _ in 0..<200 {
                let received = Received()
                let subscription = subject.map { $0 * 2 }.filter { $0 >= 0 }.subscribe(onNext: received.append)
                while received.count < 3 && sending.load(ordering: .relaxed) {}
                subscription.dispose()
                if !received.isStrictlyIncreasing { misordered.add(1, ordering: .relaxed) }
            }
        }
        #expect(misordered.load(ordering: .relaxed) == 0)
        #expect(!subject.hasObservers)
    }

    @Test func disposingWhileEventsFlowThroughAChainStopsDelivery() {
        let subject = PublishSubject<Int>()
        let received = Received()
        let subscription = SerialDisposable()
        subscription.disposable = subject.map { $0 + 1 }.subscribe(onNext: received.append)
        DispatchQueue.concurrentPerform(iterations: 2) { worker in
            if worker == 0 {
                for value in 0..<Self.events { subject.onNext(value) }
            } else {
                while received.count < 10 {}
                subscription.dispose()
            }
        }
        let countAfterRace = received.count
        subject.onNext(Self.events)
        #expect(received.count == countAfterRace)
        #expect(received.isStrictlyIncreasing)
        #expect(!subject.hasObservers)
    }

    @Test func behaviorSubjectLateSubscribersSeeTheInitialValueThenOnlyNewerOnes() {
        let subject = BehaviorSubject(value: -1)
        let misordered = Atomic<Int>(0)
        DispatchQueue.concurrentPerform(iterations: 4) { worker in
            if worker == 0 {
                for value in 0..<Self.events { subject.onNext(value) }
                return
            }
            for _ in 0..<200 {
                let received = Received()
                let subscription = subject.subscribe(onNext: received.append)
                subscription.dispose()
                if received.count == 0 || !received.isStrictlyIncreasing { misordered.add(1, ordering: .relaxed) }
            }
        }
        #expect(misordered.load(ordering: .relaxed) == 0)
        #expect(!subject.hasObservers)
    }
}
