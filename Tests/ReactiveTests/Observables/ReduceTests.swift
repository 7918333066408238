// Marble tests for `reduce`.

import Reactive
import ReactiveTesting
import Testing

@Suite struct ReduceTests {
    @Test func emitsTheFoldAtCompletion() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createHotObservable([
                .next(150, 9), .next(210, 1), .next(220, 2), .next(230, 3), .completed(300),
            ])
            let observer = scheduler.start { source.reduce(10, accumulator: +) }
            #expect(observer.events == [.next(300, 16), .completed(300)])
            #expect(source.subscriptions == [Subscription(200, 300)])
        }
    }

    @Test func emptySourceEmitsTheSeed() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createHotObservable([.completed(250, Int.self)])
            let observer = scheduler.start { source.reduce(7, accumulator: +) }
            #expect(observer.events == [.next(250, 7), .completed(250)])
        }
    }

    @Test func mapResultTransformsTheFinalValue() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .completed(230)])
            let observer = scheduler.start { source.reduce(1, accumulator: *, mapResult: { "product \($0)" }) }
            #expect(observer.events == [.next(230, "product 6"), .completed(230)])
        }
    }

    @Test func passesOnTheSourceErrorWithoutAResult() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createHotObservable([.next(210, 1), .error(220, TestError(1))])
            let observer = scheduler.start { source.reduce(0, accumulator: +) }
            #expect(observer.events == [.error(220, TestError(1))])
            #expect(source.subscriptions == [Subscription(200, 220)])
        }
    }

    @Test func throwingAccumulatorBecomesErrorAndUnsubscribes() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
            let observer = scheduler.start {
                source.reduce(0) { sum, value in sum + (try throwingOnTwo(value)) }
            }
            #expect(observer.events == [.error(220, TestError(2))])
            #expect(source.subscriptions == [Subscription(200, 220)])
        }
    }

    @Test func throwingMapResultBecomesError() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createHotObservable([.next(210, 1), .completed(300)])
            let observer = scheduler.start {
                source.reduce(0, accumulator: +, mapResult: { _ -> Int in throw TestError(3) })
            }
            #expect(observer.events == [.error(300, TestError(3))])
            #expect(source.subscriptions == [Subscription(200, 300)])
        }
    }

    @Test func disposalBeforeCompletionSendsNothing() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
            let observer = scheduler.start(disposed: 250) { source.reduce(0, accumulator: +) }
            #expect(observer.events.isEmpty)
            #expect(source.subscriptions == [Subscription(200, 250)])
        }
    }
}
