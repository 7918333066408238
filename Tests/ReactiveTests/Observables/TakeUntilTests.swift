// Marble tests for `take(until:)` (another sequence or a predicate) and `take(while:)`.

import Reactive
import ReactiveTesting
import Testing

@Suite struct TakeUntilTests {
    @Test func otherElementCompletesAndUnsubscribesBoth() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(260, 3), .completed(300)])
            let other = scheduler.createHotObservable([.next(250, "stop"), .completed(400)])
            let observer = scheduler.start { source.take(until: other) }
            #expect(observer.events == [.next(210, 1), .next(220, 2), .completed(250)])
            #expect(source.subscriptions == [Subscription(200, 250)])
            #expect(other.subscriptions == [Subscription(200, 250)])
        }
    }

    @Test func otherErrorFailsAndUnsubscribesBoth() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .completed(300)])
            let other = scheduler.createHotObservable([.error(240, TestError(2), String.self)])
            let observer = scheduler.start { source.take(until: other) }
            #expect(observer.events == [.next(210, 1), .error(240, TestError(2))])
            #expect(source.subscriptions == [Subscription(200, 240)])
            #expect(other.subscriptions == [Subscription(200, 240)])
        }
    }

    @Test func otherCompletingEmptyChangesNothing() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .completed(300)])
            let other = scheduler.createHotObservable([.completed(230, String.self)])
            let observer = scheduler.start { source.take(until: other) }
            #expect(observer.events == [.next(210, 1), .next(260, 2), .completed(300)])
            #expect(source.subscriptions == [Subscription(200, 300)])
            #expect(other.subscriptions == [Subscription(200, 230)])
        }
    }

    @Test func sourceCompletionUnsubscribesTheOther() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createHotObservable([.next(210, 1), .completed(230)])
            let other = scheduler.createHotObservable([.next(500, "late")])
            let observer = scheduler.start { source.take(until: other) }
            #expect(observer.events == [.next(210, 1), .completed(230)])
            #expect(other.subscriptions == [Subscription(200, 230)])
        }
    }

    @Test func sourceErrorIsPassedOn() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createHotObservable([.next(210, 1), .error(230, TestError(1))])
            let other = scheduler.createHotObservable([.next(500, "late")])
            let observer = scheduler.start { source.take(until: other) }
            #expect(observer.events == [.next(210, 1), .error(230, TestError(1))])
            #expect(source.subscriptions == [Subscription(200, 230)])
            #expect(other.subscriptions == [Subscription(200, 230)])
        }
    }

    @Test func otherFiringDuringSubscribeNeverSubscribesTheSource() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createHotObservable([.next(210, 1), .completed(300)])
            let observer = scheduler.start { source.take(until: Observable.just(())) }
            #expect(observer.events == [.completed(200)])
            #expect(source.subscriptions.isEmpty)
        }
    }

    @Test func disposalMidStreamUnsubscribesBoth() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .completed(300)])
            let other = scheduler.createHotObservable([.next(280, "stop")])
            let observer = scheduler.start(disposed: 250) { source.take(until: other) }
            #expect(observer.events == [.next(210, 1)])
            #expect(source.subscriptions == [Subscription(200, 250)])
            #expect(other.subscriptions == [Subscription(200, 250)])
        }
    }

    @Test func predicateExclusiveCompletesWithoutTheMatchingElement() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createHotObservable([.next(210, 1), .next(220, 5), .next(230, 2), .completed(300)])
            let observer = scheduler.start { source.take(until: { $0 > 3 }) }
            #expect(observer.events == [.next(210, 1), .completed(220)])
            #expect(source.subscriptions == [Subscription(200, 220)])
        }
    }

    @Test func predicateInclusiveEmitsTheMatchingElementFirst() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createHotObservable([.next(210, 1), .next(220, 5), .next(230, 2), .completed(300)])
            let observer = scheduler.start { source.take(until: { $0 > 3 }, behavior: .inclusive) }
            #expect(observer.events == [.next(210, 1), .next(220, 5), .completed(220)])
            #expect(source.subscriptions == [Subscription(200, 220)])
        }
    }

    @Test func whileKeepsElementsUntilTheFirstRejectedOne() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createHotObservable([.next(210, 2), .next(220, 4), .next(230, 5), .next(240, 6), .completed(300)])
            let exclusive = scheduler.start { source.take(while: { $0.isMultiple(of: 2) }) }
            #expect(exclusive.events == [.next(210, 2), .next(220, 4), .completed(230)])
            #expect(source.subscriptions == [Subscription(200, 230)])
        }
    }

    @Test func predicateSeeingNoMatchCompletesWithTheSource() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createHotObservable([.next(210, 1), .completed(300)])
            let observer = scheduler.start { source.take(until: { $0 > 3 }) }
            #expect(observer.events == [.next(210, 1), .completed(300)])
        }
    }

    @Test func predicatePassesOnTheSourceError() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createHotObservable([.next(210, 1), .error(220, TestError(1))])
            let observer = scheduler.start { source.take(until: { $0 > 3 }) }
            #expect(observer.events == [.next(210, 1), .error(220, TestError(1))])
            #expect(source.subscriptions == [Subscription(200, 220)])
        }
    }

    @Test func throwingPredicateBecomesErrorAndUnsubscribes() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
            let observer = scheduler.start {
                source.take(until: { try throwingOnTwo($0) < 0 })
            }
            #expect(observer.events == [.next(210, 1), .error(220, TestError(2))])
            #expect(source.subscriptions == [Subscription(200, 220)])
        }
    }

    @Test func predicateDisposalMidStreamStopsDelivery() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .completed(300)])
            let observer = scheduler.start(disposed: 230) { source.take(while: { _ in true }) }
            #expect(observer.events == [.next(210, 1)])
            #expect(source.subscriptions == [Subscription(200, 230)])
        }
    }
}
