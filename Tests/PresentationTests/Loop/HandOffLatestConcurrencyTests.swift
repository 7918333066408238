// The latest-element hand-off across threads: a producer thread, deliveries on a serial queue.

import Dispatch
@testable import Presentation
import Reactive
import Testing

@Suite struct HandOffLatestConcurrencyTests {
    @Test func everyElementArrivesOnceInOrderFoldedIntoFewerDeliveries() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "handoff-test")
        let source = PublishSubject<Int>()
        let delivered = LockedState<(count: Int, elements: Int, last: Int, inOrder: Bool)>((0, 0, -1, true))
        let finished = DispatchSemaphore(value: 0)
        let subscription = source.map { [$0] }.handOffLatest(to: scheduler) { pending, newer in pending + newer }.subscribe(
            onNext: { batch in
                delivered.withLock { state in
                    for element in batch {
                        if element != state.last + 1 { state.inOrder = false }
                        state.last = element
                    }
                    state.elements += batch.count
                    state.count += 1
                }
            },
            onCompleted: { finished.signal() }
        )
        let elements = 40_000
        DispatchQueue.global().async {
            for element in 0..<elements { source.onNext(element) }
            source.onCompleted()
        }
        finished.wait()
        subscription.dispose()
        let result = delivered.withLock { $0 }
        #expect(result.inOrder, "every element, once, in order")
        #expect(result.last == elements - 1)
        #expect(result.elements == elements)
        #expect(result.count <= elements)
    }
}
