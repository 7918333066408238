// The latest-element handoff across threads: a producer thread, deliveries on a serial queue.

import Dispatch
@testable import Presentation
import Reactive
import Testing

@Suite struct LatestHandoffConcurrencyTests {
    @Test func deliveriesAreInOrderAndEndWithTheLastElement() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "handoff-test")
        let source = PublishSubject<Int>()
        let delivered = LockedState<(count: Int, last: Int, inOrder: Bool, replaced: Int)>((0, -1, true, 0))
        let finished = DispatchSemaphore(value: 0)
        let subscription = source.handOffLatest(to: scheduler).subscribe(
            onNext: { handoff in
                delivered.withLock { state in
                    if handoff.element <= state.last { state.inOrder = false }
                    state.last = handoff.element
                    state.count += 1
                    if handoff.replacedOthers { state.replaced += 1 }
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
        #expect(result.inOrder)
        #expect(result.last == elements - 1)
        #expect(result.count <= elements)
        #expect(result.count == elements || result.replaced > 0, "an element is only skipped for a newer one")
    }
}
