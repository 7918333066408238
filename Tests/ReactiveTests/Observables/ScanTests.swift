// Marble tests for `scan(_:accumulator:)` and `scan(into:accumulator:)`.

import Reactive
import ReactiveTesting
import Testing

@Suite struct ScanTests {
    @Test func emitsEveryIntermediateAccumulation() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createHotObservable([
                .next(150, 9), .next(210, 1), .next(220, 2), .next(230, 3), .completed(300),
            ])
            let observer = scheduler.start { source.scan(10, accumulator: +) }
            #expect(observer.events == [.next(210, 11), .next(220, 13), .next(230, 16), .completed(300)])
            #expect(source.subscriptions == [Subscription(200, 300)])
        }
    }

    @Test func intoMutatesTheAccumulatorInPlace() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createHotObservable([.next(210, "a"), .next(220, "b"), .completed(230)])
            let observer = scheduler.start { source.scan(into: [String]()) { $0.append($1) } }
            #expect(observer.events == [.next(210, ["a"]), .next(220, ["a", "b"]), .completed(230)])
        }
    }

    @Test func eachSubscriptionStartsFromTheSeed() {
        expectNoLeaks {
            let running = Observable.of(1, 2).scan(0, accumulator: +)
            var first: [Int] = [], second: [Int] = []
            _ = running.subscribe(onNext: { first.append($0) })
            _ = running.subscribe(onNext: { second.append($0) })
            #expect(first == [1, 3])
            #expect(second == [1, 3])
        }
    }

    @Test func passesOnTheSourceError() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createHotObservable([.next(210, 1), .error(220, TestError(1))])
            let observer = scheduler.start { source.scan(0, accumulator: +) }
            #expect(observer.events == [.next(210, 1), .error(220, TestError(1))])
            #expect(source.subscriptions == [Subscription(200, 220)])
        }
    }

    @Test func throwingAccumulatorBecomesErrorAndUnsubscribes() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
            let observer = scheduler.start {
                source.scan(0) { sum, value in sum + (try throwingOnTwo(value)) }
            }
            #expect(observer.events == [.next(210, 1), .error(220, TestError(2))])
            #expect(source.subscriptions == [Subscription(200, 220)])
        }
    }

    @Test func disposalMidStreamStopsDelivery() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(240, 3), .completed(300)])
            let observer = scheduler.start(disposed: 230) { source.scan(0, accumulator: +) }
            #expect(observer.events == [.next(210, 1), .next(220, 3)])
            #expect(source.subscriptions == [Subscription(200, 230)])
        }
    }
}
