// Tests for `just` and `just(_:scheduler:)`.

import Reactive
import ReactiveTesting
import Testing

@Suite struct JustTests {
    @Test func emitsTheElementAndCompletesDuringSubscribe() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let observer = scheduler.start { Observable.just(42) }
            #expect(observer.events == [.next(200, 42), .completed(200)])
        }
    }

    @Test func onASchedulerEmitsAndCompletesInTwoActions() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let observer = scheduler.start { Observable.just(42, scheduler: scheduler) }
            #expect(observer.events == [.next(201, 42), .completed(202)])
        }
    }

    @Test func disposalBeforeTheScheduledElementSendsNothing() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let observer = scheduler.start(disposed: 200) { Observable.just(42, scheduler: scheduler) }
            #expect(observer.events.isEmpty)
        }
    }

    @Test func disposalBetweenElementAndCompletionSendsOnlyTheElement() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let observer = scheduler.start(disposed: 202) { Observable.just(42, scheduler: scheduler) }
            #expect(observer.events == [.next(201, 42)])
        }
    }
}
