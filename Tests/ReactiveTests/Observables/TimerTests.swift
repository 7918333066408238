// Marble tests for `timer` and `interval` on virtual time.

import Reactive
import ReactiveTesting
import Testing

@Suite struct TimerTests {
    @Test func oneShotTimerEmitsZeroAndCompletesAfterTheDueTime() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let observer = scheduler.start { Observable<Int>.timer(.seconds(30), scheduler: scheduler) }
            #expect(observer.events == [.next(230, 0), .completed(230)])
        }
    }

    @Test func periodicTimerCountsFromTheDueTimeEveryPeriod() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let observer = scheduler.start(disposed: 600) {
                Observable<Int>.timer(.seconds(50), period: .seconds(100), scheduler: scheduler)
            }
            #expect(observer.events == [.next(250, 0), .next(350, 1), .next(450, 2), .next(550, 3)])
        }
    }

    @Test func disposingBeforeTheDueTimeSendsNothing() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let observer = scheduler.start(disposed: 220) { Observable<Int>.timer(.seconds(30), scheduler: scheduler) }
            #expect(observer.events.isEmpty)
        }
    }

    @Test func intervalCountsEveryPeriodUntilDisposed() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let observer = scheduler.start { Observable<Int>.interval(.seconds(100), scheduler: scheduler) }
            #expect(observer.events == [
                .next(300, 0), .next(400, 1), .next(500, 2), .next(600, 3), .next(700, 4), .next(800, 5), .next(900, 6),
            ])
        }
    }

    @Test func intervalOfAnotherIntegerType() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let observer = scheduler.start(disposed: 235) { Observable<UInt8>.interval(.seconds(10), scheduler: scheduler) }
            #expect(observer.events == [.next(210, 0), .next(220, 1), .next(230, 2)])
        }
    }
}
