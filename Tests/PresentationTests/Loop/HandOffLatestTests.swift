// Handing the newest element to a scheduler: a burst becomes one delivery that folds the others in.

@testable import Presentation
import Reactive
import ReactiveTesting
import Testing

@Suite struct HandOffLatestTests {
    private struct Failure: Error {}

    /// What arrived on the test scheduler: (time, the elements folded into the delivery), and the end, if any.
    private func deliveries(_ feed: (PublishSubject<Int>, TestScheduler) -> Void) -> (values: [(Int, [Int])], ended: String?) {
        let scheduler = TestScheduler(initialClock: 0)
        let source = PublishSubject<Int>()
        var values: [(Int, [Int])] = []
        var ended: String?
        let subscription = source.map { [$0] }.handOffLatest(to: scheduler) { pending, newer in pending + newer }.subscribe(
            onNext: { values.append((scheduler.clock, $0)) },
            onError: { _ in ended = "error at \(scheduler.clock)" },
            onCompleted: { ended = "completed at \(scheduler.clock)" }
        )
        feed(source, scheduler)
        scheduler.advanceTo(100)
        subscription.dispose()
        return (values, ended)
    }

    @Test func aBurstIsDeliveredOnceWithItsElementsCombinedInOrder() {
        let result = deliveries { source, scheduler in
            scheduler.scheduleAt(10) {
                source.onNext(1)
                source.onNext(2)
                source.onNext(3)
            }
        }
        #expect(result.values.map(\.1) == [[1, 2, 3]])
        #expect(result.values.map(\.0) == [11], "one hop to the scheduler (the test scheduler takes a tick)")
    }

    @Test func elementsThatDoNotOverlapAreEachDeliveredAlone() {
        let result = deliveries { source, scheduler in
            scheduler.scheduleAt(10) { source.onNext(1) }
            scheduler.scheduleAt(20) { source.onNext(2) }
        }
        #expect(result.values.map(\.1) == [[1], [2]])
    }

    @Test func anErrorFollowsThePendingElement() {
        let result = deliveries { source, scheduler in
            scheduler.scheduleAt(10) {
                source.onNext(1)
                source.onError(Failure())
            }
        }
        #expect(result.values.map(\.1) == [[1]])
        #expect(result.ended == "error at 11")
    }

    @Test func completionFollowsThePendingElement() {
        let result = deliveries { source, scheduler in
            scheduler.scheduleAt(10) {
                source.onNext(1)
                source.onNext(2)
                source.onCompleted()
            }
        }
        #expect(result.values.map(\.1) == [[1, 2]])
        #expect(result.ended == "completed at 11")
    }
}
