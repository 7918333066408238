// Marble tests for `coalesce`: elements folded in place, one emission waiting on the scheduler at a time.

import Reactive
import ReactiveTesting
import Testing

@Suite struct CoalesceTests {
    /// Sums the elements and emits the sum with how many elements it took since the last emission.
    private struct Tally: Equatable {
        var sum = 0
        var sinceLastEmission = 0
    }

    private static func tally(_ source: TestableObservable<Int>, on scheduler: TestScheduler) -> Observable<Tally> {
        source.coalesce(
            into: Tally(), on: scheduler,
            fold: { tally, element in
                tally.sum += element
                tally.sinceLastEmission += 1
            },
            drain: { tally in
                defer { tally.sinceLastEmission = 0 }
                return tally
            }
        )
    }

    @Test func elementsArrivingBeforeTheSchedulerRunsFoldIntoOneEmission() {
        let live = Resources.countingLive {
            let scheduler = TestScheduler(initialClock: 0)
            // The test scheduler runs immediate work one tick later: 210 and 210 share an emission at 211.
            let source = scheduler.createHotObservable([.next(210, 1), .next(210, 2), .next(220, 4), .next(230, 8), .next(230, 16)])
            let observer = scheduler.start { Self.tally(source, on: scheduler) }
            #expect(observer.events == [
                .next(211, Tally(sum: 3, sinceLastEmission: 2)),
                .next(221, Tally(sum: 7, sinceLastEmission: 1)),
                .next(231, Tally(sum: 31, sinceLastEmission: 2)),
            ])
        }
        #expect(live == 0)
    }

    @Test func theEndFollowsTheEmissionStillWaiting() {
        let scheduler = TestScheduler(initialClock: 0)
        let completing = scheduler.createHotObservable([.next(210, 1), .next(210, 2), .completed(210)])
        let completed = scheduler.start { Self.tally(completing, on: scheduler) }
        #expect(completed.events == [.next(211, Tally(sum: 3, sinceLastEmission: 2)), .completed(211)])

        let failingScheduler = TestScheduler(initialClock: 0)
        let failing = failingScheduler.createHotObservable([.next(210, 5), .error(210, TestError(1))])
        let failed = failingScheduler.start { Self.tally(failing, on: failingScheduler) }
        #expect(failed.events == [.next(211, Tally(sum: 5, sinceLastEmission: 1)), .error(211, TestError(1))])
    }

    @Test func anEndWithNothingWaitingEmitsNothingMore() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .completed(250)])
        let observer = scheduler.start { Self.tally(source, on: scheduler) }
        #expect(observer.events == [.next(211, Tally(sum: 1, sinceLastEmission: 1)), .completed(251)])
    }

    @Test func disposingDropsTheEmissionStillWaiting() {
        let live = Resources.countingLive {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createHotObservable([.next(210, 1), .next(240, 2)])
            let observer = scheduler.start(disposed: 240) { Self.tally(source, on: scheduler) }
            #expect(observer.events == [.next(211, Tally(sum: 1, sinceLastEmission: 1))])
            #expect(source.subscriptions == [Subscription(200, 240)])
        }
        #expect(live == 0)
    }

    @Test func eachSubscriptionStartsFromTheSeed() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createColdObservable([.next(10, 1), .next(20, 2)])
        let tallies = Self.tally(source, on: scheduler)
        let first = scheduler.createObserver(Tally.self)
        let second = scheduler.createObserver(Tally.self)
        scheduler.scheduleAt(100) { _ = tallies.subscribe(first) }
        scheduler.scheduleAt(200) { _ = tallies.subscribe(second) }
        scheduler.start()
        #expect(first.events == [.next(111, Tally(sum: 1, sinceLastEmission: 1)), .next(121, Tally(sum: 3, sinceLastEmission: 1))])
        #expect(second.events == [.next(211, Tally(sum: 1, sinceLastEmission: 1)), .next(221, Tally(sum: 3, sinceLastEmission: 1))])
    }
}
