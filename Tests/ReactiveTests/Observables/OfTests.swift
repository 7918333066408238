// Tests for `of`.

import Reactive
import ReactiveTesting
import Testing

@Suite struct OfTests {
    @Test func emitsTheElementsInOrderThenCompletes() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let observer = scheduler.start { Observable.of(1, 2, 3) }
            #expect(observer.events == [.next(200, 1), .next(200, 2), .next(200, 3), .completed(200)])
        }
    }

    @Test func withoutElementsOnlyCompletes() {
        expectNoLeaks {
            var received: [Event<Int>] = []
            _ = Observable<Int>.of().subscribe { received.append($0) }
            #expect(received == [.completed])
        }
    }

    @Test func onASchedulerEachElementIsItsOwnAction() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let observer = scheduler.start { Observable.of(1, 2, 3, scheduler: scheduler) }
            #expect(observer.events == [.next(201, 1), .next(202, 2), .next(203, 3), .completed(204)])
        }
    }

    @Test func disposalMidStreamStopsDelivery() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let observer = scheduler.start(disposed: 202) { Observable.of(1, 2, 3, scheduler: scheduler) }
            #expect(observer.events == [.next(201, 1)])
        }
    }

    @Test func onTheImmediateSchedulerEmitsSynchronously() {
        expectNoLeaks {
            var received: [Event<String>] = []
            _ = Observable.of("a", "b", scheduler: ImmediateScheduler.instance).subscribe { received.append($0) }
            #expect(received == [.next("a"), .next("b"), .completed])
        }
    }
}
