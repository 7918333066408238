// Tests for `from` (arrays and any sequence).

import Reactive
import ReactiveTesting
import Testing

@Suite struct FromTests {
    @Test func emitsTheArrayThenCompletes() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let observer = scheduler.start { Observable.from([3, 1, 2]) }
            #expect(observer.events == [.next(200, 3), .next(200, 1), .next(200, 2), .completed(200)])
        }
    }

    @Test func emitsAnySequenceAndIteratesItAgainPerSubscription() {
        expectNoLeaks {
            let source = Observable.from(stride(from: 0, to: 10, by: 4))
            var first: [Int] = [], second: [Int] = []
            _ = source.subscribe(onNext: { first.append($0) })
            _ = source.subscribe(onNext: { second.append($0) })
            #expect(first == [0, 4, 8])
            #expect(second == [0, 4, 8])
        }
    }

    @Test func onASchedulerEachElementIsItsOwnAction() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let observer = scheduler.start { Observable.from(["x", "y"], scheduler: scheduler) }
            #expect(observer.events == [.next(201, "x"), .next(202, "y"), .completed(203)])
        }
    }

    @Test func disposalMidStreamStopsDelivery() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let observer = scheduler.start(disposed: 203) { Observable.from(AnySequence(1...5), scheduler: scheduler) }
            #expect(observer.events == [.next(201, 1), .next(202, 2)])
        }
    }

    @Test func anEndlessSequenceStopsWhenDownstreamIsDone() {
        expectNoLeaks {
            var received: [Event<Int>] = []
            _ = Observable.from(sequence(first: 1) { $0 * 2 }).take(4).subscribe { received.append($0) }
            #expect(received == [.next(1), .next(2), .next(4), .next(8), .completed])
        }
    }
}
