// Marble tests for `map` followed by `filter`, which the library fuses into one operator.

import Reactive
import ReactiveTesting
import Testing

@Suite struct MapFilterTests {
    @Test func filtersTheTransformedElementsAndCompletes() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createHotObservable([
                .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .completed(300),
            ])
            let observer = scheduler.start { source.map { "#\($0 * 10)" }.filter { $0 != "#30" } }
            #expect(observer.events == [.next(210, "#20"), .next(230, "#40"), .completed(300)])
            #expect(source.subscriptions == [Subscription(200, 300)])
        }
    }

    @Test func passesOnTheSourceError() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .error(230, TestError(1))])
            let observer = scheduler.start { source.map { $0 + 1 }.filter { $0 > 2 } }
            #expect(observer.events == [.next(220, 3), .error(230, TestError(1))])
            #expect(source.subscriptions == [Subscription(200, 230)])
        }
    }

    @Test func throwingTransformBecomesErrorBeforeThePredicateRuns() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3)])
            var tested: [Int] = []
            let observer = scheduler.start {
                source.map(throwingOnTwo).filter { tested.append($0); return true }
            }
            #expect(observer.events == [.next(210, 1), .error(220, TestError(2))])
            #expect(tested == [1])
            #expect(source.subscriptions == [Subscription(200, 220)])
        }
    }

    @Test func throwingPredicateSeesTheTransformedElementAndUnsubscribes() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createHotObservable([.next(210, 0), .next(220, 1), .next(230, 2)])
            let observer = scheduler.start {
                source.map { $0 + 1 }.filter { try throwingOnTwo($0) > 0 }
            }
            #expect(observer.events == [.next(210, 1), .error(220, TestError(2))])
            #expect(source.subscriptions == [Subscription(200, 220)])
        }
    }

    @Test func theMappedSequenceStaysUsableOnItsOwnAndFiltersChainFurther() {
        expectNoLeaks {
            let subject = PublishSubject<Int>()
            let mapped = subject.map { $0 * 10 }
            var all: [Int] = [], kept: [Int] = []
            let direct = mapped.subscribe(onNext: { all.append($0) })
            let filtered = mapped.filter { $0 > 10 }.filter { $0 < 40 }.subscribe(onNext: { kept.append($0) })
            for value in 1...4 { subject.onNext(value) }
            direct.dispose()
            filtered.dispose()
            #expect(all == [10, 20, 30, 40])
            #expect(kept == [20, 30])
            #expect(!subject.hasObservers)
        }
    }
}
