// Tests for `Promise.asObservable`: one element then completion, or the error.

import Reactive
import ReactiveTesting
import Testing

@Suite struct PromiseObservableTests {
    @Test func settledPromiseEmitsAtSubscription() {
        let live = Resources.countingLive {
            let scheduler = TestScheduler(initialClock: 0)
            let observer = scheduler.start { Promise.value(4).asObservable() }
            #expect(observer.events == [.next(200, 4), .completed(200)])
        }
        #expect(live == 0)
    }

    @Test func pendingPromiseEmitsWhenFulfilled() {
        let live = Resources.countingLive {
            let scheduler = TestScheduler(initialClock: 0)
            let (promise, resolver) = Promise<Int>.pending()
            scheduler.scheduleAt(300) { resolver.fulfill(3) }
            let observer = scheduler.start { promise.asObservable() }
            #expect(observer.events == [.next(300, 3), .completed(300)])
        }
        #expect(live == 0)
    }

    @Test func rejectionBecomesAnError() {
        let live = Resources.countingLive {
            let scheduler = TestScheduler(initialClock: 0)
            let (promise, resolver) = Promise<Int>.pending()
            scheduler.scheduleAt(250) { resolver.reject(TestError(1)) }
            let observer = scheduler.start { promise.asObservable() }
            #expect(observer.events == [.error(250, TestError(1))])
        }
        #expect(live == 0)
    }

    @Test func disposingBeforeSettlementForgetsTheSubscriber() {
        let (promise, resolver) = Promise<Int>.pending()
        let scheduler = TestScheduler(initialClock: 0)
        var observer: TestableObserver<Int>?
        let live = Resources.countingLive {
            observer = scheduler.start(disposed: 400) { promise.asObservable() }
        }
        #expect(live == 0)
        resolver.fulfill(1)
        #expect(observer?.events == [])
    }

    @Test func everySubscriberGetsTheValue() {
        let (promise, resolver) = Promise<String>.pending()
        var seen: [String] = []
        let observable = promise.asObservable()
        let first = observable.subscribe(onNext: { seen.append("1:\($0)") })
        let second = observable.subscribe(onNext: { seen.append("2:\($0)") })
        resolver.fulfill("v")
        let late = observable.subscribe(onNext: { seen.append("3:\($0)") })
        #expect(seen == ["1:v", "2:v", "3:v"])
        [first, second, late].forEach { $0.dispose() }
    }
}
