// Marble tests for `flatMap`.

import Reactive
import ReactiveTesting
import Testing

@Suite struct FlatMapTests {
    /// Two cold inner sequences selected at 210 and 230 by a hot outer sequence.
    private struct Fixture {
        let scheduler = TestScheduler(initialClock: 0)
        let first: TestableObservable<Int>
        let second: TestableObservable<Int>
        let source: TestableObservable<Int>

        init(second secondEvents: [Recorded<Event<Int>>], source sourceEvents: [Recorded<Event<Int>>]) {
            first = scheduler.createColdObservable([.next(10, 11), .next(40, 12), .completed(60)])
            second = scheduler.createColdObservable(secondEvents)
            source = scheduler.createHotObservable(sourceEvents)
        }

        func inner(_ value: Int) -> TestableObservable<Int> { value == 1 ? first : second }
    }

    @Test func interleavesInnerElementsAndCompletesAfterTheLastInner() {
        let live = Resources.countingLive {
            let fixture = Fixture(
                second: [.next(5, 21), .next(20, 22), .completed(30)],
                source: [.next(210, 1), .next(230, 2), .completed(240)]
            )
            let observer = fixture.scheduler.start { fixture.source.flatMap(fixture.inner) }
            #expect(observer.events == [.next(220, 11), .next(235, 21), .next(250, 12), .next(250, 22), .completed(270)])
            #expect(fixture.source.subscriptions == [Subscription(200, 240)])
            #expect(fixture.first.subscriptions == [Subscription(210, 270)])
            #expect(fixture.second.subscriptions == [Subscription(230, 260)])
        }
        #expect(live == 0)
    }

    @Test func innerErrorEndsTheResultAndEverySubscription() {
        let live = Resources.countingLive {
            let fixture = Fixture(
                second: [.next(5, 21), .error(10, TestError(1))],
                source: [.next(210, 1), .next(230, 2), .next(260, 1)]
            )
            let observer = fixture.scheduler.start { fixture.source.flatMap(fixture.inner) }
            #expect(observer.events == [.next(220, 11), .next(235, 21), .error(240, TestError(1))])
            #expect(fixture.source.subscriptions == [Subscription(200, 240)])
            #expect(fixture.first.subscriptions == [Subscription(210, 240)])
            #expect(fixture.second.subscriptions == [Subscription(230, 240)])
        }
        #expect(live == 0)
    }

    @Test func outerErrorEndsTheResultAtOnce() {
        let live = Resources.countingLive {
            let fixture = Fixture(second: [], source: [.next(210, 1), .error(225, TestError(2))])
            let observer = fixture.scheduler.start { fixture.source.flatMap(fixture.inner) }
            #expect(observer.events == [.next(220, 11), .error(225, TestError(2))])
            #expect(fixture.first.subscriptions == [Subscription(210, 225)])
        }
        #expect(live == 0)
    }

    @Test func throwingSelectorBecomesError() {
        let live = Resources.countingLive {
            let fixture = Fixture(second: [], source: [.next(210, 1), .next(230, 2)])
            let observer = fixture.scheduler.start {
                fixture.source.flatMap { value -> TestableObservable<Int> in
                    if value == 2 { throw TestError(3) }
                    return fixture.inner(value)
                }
            }
            #expect(observer.events == [.next(220, 11), .error(230, TestError(3))])
            #expect(fixture.source.subscriptions == [Subscription(200, 230)])
            #expect(fixture.first.subscriptions == [Subscription(210, 230)])
        }
        #expect(live == 0)
    }

    @Test func disposalUnsubscribesOuterAndInnerSequences() {
        let live = Resources.countingLive {
            let fixture = Fixture(
                second: [.next(5, 21), .next(50, 22)],
                source: [.next(210, 1), .next(230, 2)]
            )
            let observer = fixture.scheduler.start(disposed: 245) { fixture.source.flatMap(fixture.inner) }
            #expect(observer.events == [.next(220, 11), .next(235, 21)])
            #expect(fixture.source.subscriptions == [Subscription(200, 245)])
            #expect(fixture.first.subscriptions == [Subscription(210, 245)])
            #expect(fixture.second.subscriptions == [Subscription(230, 245)])
        }
        #expect(live == 0)
    }

    @Test func synchronousInnerSequencesDoNotRecurse() {
        let live = Resources.countingLive {
            let count = 20_000
            let source = Observable<Int>.create { observer in
                for value in 0..<count { observer.onNext(value) }
                observer.onCompleted()
                return Disposables.create()
            }
            var sum = 0
            var completed = false
            _ = source.flatMap { value in
                Observable<Int>.create { inner in
                    inner.onNext(value)
                    inner.onCompleted()
                    return Disposables.create()
                }
            }
            .subscribe(onNext: { sum += $0 }, onCompleted: { completed = true })
            #expect(sum == count * (count - 1) / 2)
            #expect(completed)
        }
        #expect(live == 0)
    }
}
