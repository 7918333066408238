// Tests for the `Single` trait.

import Reactive
import ReactiveTesting
import Testing

@Suite struct SingleTests {
    /// What a single delivered to `subscribe(onSuccess:onFailure:onDisposed:)`.
    private final class Outcome<Element> {
        var successes: [Element] = []
        var failures: [String] = []
        var disposals = 0

        func record(_ single: Single<Element>) -> Disposable {
            single.subscribe(
                onSuccess: { self.successes.append($0) },
                onFailure: { self.failures.append(String(describing: $0)) },
                onDisposed: { self.disposals += 1 }
            )
        }
    }

    @Test func createdSingleSucceedsOnceAndIgnoresLaterEvents() {
        let live = Resources.countingLive {
            let outcome = Outcome<Int>()
            _ = outcome.record(Single<Int>.create { observer in
                observer(.success(1))
                observer(.success(2))
                observer(.failure(TestError(1)))
                return Disposables.create()
            })
            #expect(outcome.successes == [1])
            #expect(outcome.failures.isEmpty)
            #expect(outcome.disposals == 1)
        }
        #expect(live == 0)
    }

    @Test func createdSingleFails() {
        let live = Resources.countingLive {
            let outcome = Outcome<Int>()
            _ = outcome.record(Single<Int>.create { observer in
                observer(.failure(TestError(2)))
                return Disposables.create()
            })
            #expect(outcome.successes.isEmpty)
            #expect(outcome.failures == ["TestError(2)"])
            #expect(outcome.disposals == 1)
        }
        #expect(live == 0)
    }

    /// Written as RxSwift code is: the element type comes from the return type.
    private func availability(of name: String) -> Single<Bool> {
        Single.create { single in
            single(.success(name != "taken"))
            return Disposables.create()
        }
    }

    @Test func rxSwiftStyleCreateInfersTheElementType() {
        var answers: [Bool] = []
        _ = availability(of: "free").subscribe(onSuccess: { answers.append($0) })
        _ = availability(of: "taken").subscribe(onSuccess: { answers.append($0) })
        #expect(answers == [true, false])
    }

    @Test func justAndErrorSettleAtSubscription() {
        let successes = Outcome<String>()
        _ = successes.record(Single.just("value"))
        #expect(successes.successes == ["value"])
        let failures = Outcome<String>()
        _ = failures.record(Single<String>.error(TestError(3)))
        #expect(failures.failures == ["TestError(3)"])
    }

    @Test func eventObserverReceivesTheResult() {
        var received: [String] = []
        _ = Single.just(7).subscribe { event in
            switch event {
            case .success(let value): received.append("success \(value)")
            case .failure(let error): received.append("failure \(error)")
            }
        }
        _ = Single<Int>.error(TestError(4)).subscribe { event in
            if case .failure(let error) = event { received.append("failure \(error)") }
        }
        #expect(received == ["success 7", "failure TestError(4)"])
    }

    @Test func mapTransformsAndAThrowFails() {
        let live = Resources.countingLive {
            let mapped = Outcome<Int>()
            _ = mapped.record(Single.just(2).map { $0 * 10 })
            #expect(mapped.successes == [20])
            let throwing = Outcome<Int>()
            _ = throwing.record(Single.just(2).map { _ -> Int in throw TestError(5) })
            #expect(throwing.failures == ["TestError(5)"])
        }
        #expect(live == 0)
    }

    @Test func flatMapContinuesWithTheSelectedSingle() {
        let live = Resources.countingLive {
            let chained = Outcome<String>()
            _ = chained.record(Single.just(3).flatMap { value in Single.just("\(value)!") })
            #expect(chained.successes == ["3!"])
            let failed = Outcome<String>()
            _ = failed.record(Single.just(3).flatMap { _ in Single<String>.error(TestError(6)) })
            #expect(failed.failures == ["TestError(6)"])
        }
        #expect(live == 0)
    }

    @Test func asObservableEmitsTheElementThenCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.start { Single.just(1).asObservable() }
        #expect(observer.events == [.next(200, 1), .completed(200)])
    }

    @Test func disposalBeforeTheOutcomeCancelsTheWork() {
        let live = Resources.countingLive {
            let scheduler = TestScheduler(initialClock: 0)
            var cancelled = false
            let single = Single<Int>.create { observer in
                let work = scheduler.scheduleAt(300) { observer(.success(1)) }
                return Disposables.create {
                    cancelled = true
                    work.dispose()
                }
            }
            let outcome = Outcome<Int>()
            var subscription: Disposable?
            scheduler.scheduleAt(200) { subscription = outcome.record(single) }
            scheduler.scheduleAt(250) { subscription?.dispose() }
            scheduler.start()
            #expect(outcome.successes.isEmpty)
            #expect(cancelled)
            #expect(outcome.disposals == 1)
        }
        #expect(live == 0)
    }
}
