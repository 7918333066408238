// Tests for `range`.

import Reactive
import ReactiveTesting
import Testing

@Suite struct RangeTests {
    @Test func emitsConsecutiveIntegersThenCompletes() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let observer = scheduler.start { Observable.range(start: -1, count: 3) }
            #expect(observer.events == [.next(200, -1), .next(200, 0), .next(200, 1), .completed(200)])
        }
    }

    @Test func zeroCountOnlyCompletes() {
        expectNoLeaks {
            var received: [Event<Int>] = []
            _ = Observable.range(start: 5, count: 0).subscribe { received.append($0) }
            #expect(received == [.completed])
        }
    }

    @Test func reachesTheLargestValueWithoutOverflow() {
        expectNoLeaks {
            var received: [Int8] = []
            _ = Observable<Int8>.range(start: 125, count: 3).subscribe(onNext: { received.append($0) })
            #expect(received == [125, 126, 127])
        }
    }

    @Test func onASchedulerEachElementIsItsOwnAction() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let observer = scheduler.start { Observable.range(start: 5, count: 3, scheduler: scheduler) }
            #expect(observer.events == [.next(201, 5), .next(202, 6), .next(203, 7), .completed(204)])
        }
    }

    @Test func disposalMidStreamStopsDelivery() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let observer = scheduler.start(disposed: 203) { Observable.range(start: 0, count: 100, scheduler: scheduler) }
            #expect(observer.events == [.next(201, 0), .next(202, 1)])
        }
    }

    @Test func aHugeRangeStopsAsSoonAsDownstreamIsDone() {
        expectNoLeaks {
            var received: [Event<Int>] = []
            _ = Observable.range(start: 0, count: Int.max).take(3).subscribe { received.append($0) }
            #expect(received == [.next(0), .next(1), .next(2), .completed])
        }
    }

    /// Inside the trampoline `subscribe` returns before the loop starts, so the subscription can
    /// be disposed from the observer and the loop stops at once.
    @Test func disposingFromTheObserverStopsTheLoopWhenSubscribedInsideTheTrampoline() {
        expectNoLeaks {
            var received: [Int] = []
            let serial = SerialDisposable()
            _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                serial.disposable = Observable.range(start: 0, count: 1_000_000).subscribe(onNext: { value in
                    received.append(value)
                    if value == 2 { serial.dispose() }
                })
                return Disposables.create()
            }
            #expect(received == [0, 1, 2])
        }
    }
}
