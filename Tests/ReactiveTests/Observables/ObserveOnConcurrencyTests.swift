// `observe(on:)` under real threads: serial delivery from concurrent producers, dispose races.

import Dispatch
import Reactive
import Synchronization
import Testing

@Suite struct ObserveOnConcurrencyTests {
    private static let threadCount = 8
    private static let perThread = 400

    /// Waits until every action scheduled on `scheduler` before this call has run and been released.
    private func settle(_ scheduler: SerialDispatchQueueScheduler) -> Bool {
        let settled = DispatchSemaphore(value: 0)
        _ = scheduler.schedule(()) { _ in
            settled.signal()
            return Disposables.create()
        }
        return settled.wait(timeout: .now() + 10) == .success
    }

    @Test func eightThreadsOnNextAreDeliveredOnceEachInOrderPerThreadAndNeverConcurrently() {
        let probe = DeliveryProbe()
        let live = Resources.countingLive {
            let subject = PublishSubject<Int>()
            let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "test.observe-on.serial")
            let completed = DispatchSemaphore(value: 0)
            let subscription = subject.observe(on: scheduler).subscribe(
                onNext: probe.receive,
                onCompleted: { completed.signal() }
            )
            let joined = ConcurrentThreads.run(Self.threadCount) { thread in
                for index in 0..<Self.perThread { subject.onNext(thread * Self.perThread + index) }
            }
            #expect(joined)
            subject.onCompleted()
            #expect(completed.wait(timeout: .now() + 10) == .success)
            subscription.dispose()
            #expect(settle(scheduler))
        }
        #expect(live == 0)
        #expect(probe.overlaps == 0)
        let received = probe.received
        #expect(received.sorted() == Array(0..<Self.threadCount * Self.perThread))
        for thread in 0..<Self.threadCount {
            let fromThread = received.filter { $0 / Self.perThread == thread }
            #expect(fromThread == fromThread.sorted())
        }
    }

    @Test func disposeRacingWithDeliveryLetsAtMostTheInFlightEventThrough() {
        let deliveredAfterDispose = Atomic<Int>(0)
        let live = Resources.countingLive {
            let disposeReturned = Atomic<Bool>(false)
            let subject = PublishSubject<Int>()
            let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "test.observe-on.dispose")
            let halfway = DispatchSemaphore(value: 0)
            let subscription = subject.observe(on: scheduler).subscribe(onNext: { value in
                if disposeReturned.load(ordering: .acquiring) { deliveredAfterDispose.add(1, ordering: .relaxed) }
                if value == 1_000 { halfway.signal() }
            })
            let joined = ConcurrentThreads.run(1) { _ in
                for value in 0..<20_000 { subject.onNext(value) }
            } meanwhile: {
                _ = halfway.wait(timeout: .now() + 10)
                subscription.dispose()
                disposeReturned.store(true, ordering: .releasing)
            }
            #expect(joined)
            #expect(settle(scheduler))
        }
        #expect(live == 0)
        #expect(deliveredAfterDispose.load(ordering: .acquiring) <= 1)
    }
}
