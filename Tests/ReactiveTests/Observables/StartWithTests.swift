// Marble tests for `startWith`.

import Reactive
import ReactiveTesting
import Testing

@Suite struct StartWithTests {
    @Test func emitsTheElementsFirstThenTheSource() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createHotObservable([.next(150, 0), .next(220, 3), .completed(300)])
            let observer = scheduler.start { source.startWith(1, 2) }
            #expect(observer.events == [.next(200, 1), .next(200, 2), .next(220, 3), .completed(300)])
            #expect(source.subscriptions == [Subscription(200, 300)])
        }
    }

    @Test func passesOnTheSourceError() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createHotObservable([.error(230, TestError(1), Int.self)])
            let observer = scheduler.start { source.startWith(1) }
            #expect(observer.events == [.next(200, 1), .error(230, TestError(1))])
            #expect(source.subscriptions == [Subscription(200, 230)])
        }
    }

    @Test func disposalMidStreamStopsDelivery() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createHotObservable([.next(220, 3), .next(260, 4), .completed(300)])
            let observer = scheduler.start(disposed: 250) { source.startWith(1) }
            #expect(observer.events == [.next(200, 1), .next(220, 3)])
            #expect(source.subscriptions == [Subscription(200, 250)])
        }
    }

    @Test func chainedStartWithsPrependInReverseOrder() {
        expectNoLeaks {
            var received: [Int] = []
            _ = Observable.just(3).startWith(2).startWith(1).subscribe(onNext: { received.append($0) })
            #expect(received == [1, 2, 3])
        }
    }
}
