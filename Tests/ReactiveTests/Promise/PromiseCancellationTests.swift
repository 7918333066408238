// Tests for `Promise.cancel()`: the creator's hook, propagation up a chain, bridges, on virtual time.

import Reactive
import ReactiveTesting
import Testing

@Suite struct PromiseCancellationTests {
    /// Work that fulfils with `value` `delay` ticks after it starts, logging "time event name" when it
    /// starts, fulfils and is cancelled (its timer stopped by the cancel hook).
    private final class Work {
        let scheduler: TestScheduler
        private(set) var log: [String] = []

        init(scheduler: TestScheduler) {
            self.scheduler = scheduler
        }

        func start<T>(_ name: String, value: T, after delay: TestTime) -> Promise<T> {
            log.append("\(scheduler.clock) start \(name)")
            return Promise { seal in
                let timer = scheduler.scheduleAt(scheduler.clock + delay) { [self] in
                    log.append("\(scheduler.clock) fulfil \(name)")
                    seal.fulfill(value)
                }
                seal.onCancel { [self] in
                    timer.dispose()
                    log.append("\(scheduler.clock) cancel \(name)")
                }
            }
        }
    }

    @Test func cancellingAPendingPromiseRejectsItAndRunsItsHookOnce() {
        var hookRuns = 0
        let (promise, resolver) = Promise<Int>.pending()
        resolver.onCancel { hookRuns += 1 }
        promise.cancel()
        promise.cancel()
        resolver.fulfill(1)
        #expect(promise.error as? PromiseError == .cancelled)
        #expect(promise.isCancelled && promise.isRejected)
        #expect(hookRuns == 1)
    }

    @Test func cancellingASettledPromiseDoesNothing() {
        var hookRuns = 0
        let (promise, resolver) = Promise<Int>.pending()
        resolver.onCancel { hookRuns += 1 }
        resolver.fulfill(5)
        promise.cancel()
        #expect(promise.value == 5)
        #expect(!promise.isCancelled)
        #expect(hookRuns == 0)
        let rejected = Promise<Int>(error: TestError(2))
        rejected.cancel()
        #expect(rejected.error as? TestError == TestError(2))
    }

    @Test func aHookRegisteredAfterTheCancellationRunsAtOnceAndAfterAFulfilmentNever() {
        var log: [String] = []
        let (cancelled, cancelledResolver) = Promise<Int>.pending()
        cancelled.cancel()
        cancelledResolver.onCancel { log.append("cancelled") }
        let (fulfilled, fulfilledResolver) = Promise<Int>.pending()
        fulfilledResolver.fulfill(1)
        fulfilledResolver.onCancel { log.append("fulfilled") }
        fulfilled.cancel()
        #expect(log == ["cancelled"])
    }

    @Test func waitingHandlersSeeTheCancellationError() {
        let scheduler = TestScheduler(initialClock: 0)
        let (promise, _) = Promise<Int>.pending()
        var caught: [String] = []
        promise.catch(on: scheduler) { caught.append("\(scheduler.clock) \($0)") }
        scheduler.scheduleAt(30) { promise.cancel() }
        scheduler.start()
        #expect(caught == ["31 The operation was cancelled."])
    }

    @Test func cancellingTheEndOfAChainStopsTheWorkItWaitsOn() {
        let scheduler = TestScheduler(initialClock: 0)
        let work = Work(scheduler: scheduler)
        let quote = work.start("quote", value: 70_000, after: 100)
        let chain = quote.map(on: scheduler) { $0 * 10 }.then(on: scheduler) { work.start("save", value: "\($0)", after: 100) }
        scheduler.scheduleAt(50) { chain.cancel() }
        scheduler.start()
        #expect(work.log == ["0 start quote", "50 cancel quote"])
        #expect(chain.error as? PromiseError == .cancelled)
        #expect(quote.isCancelled)
    }

    @Test func aCancellationAfterTheFirstStepStopsTheStepRunningThen() {
        let scheduler = TestScheduler(initialClock: 0)
        let work = Work(scheduler: scheduler)
        let quote = work.start("quote", value: 7, after: 100)
        let chain = quote.then(on: scheduler) { work.start("save", value: $0 + 1, after: 100) }
        scheduler.scheduleAt(150) { chain.cancel() }
        scheduler.start()
        #expect(work.log == ["0 start quote", "100 fulfil quote", "101 start save", "150 cancel save"])
        #expect(quote.value == 7)
        #expect(chain.isCancelled)
        #expect(scheduler.clock == 150, "the save's timer at 201 was stopped")
    }

    @Test func aStepCancelledWhileItsHopIsQueuedSkipsItsBody() {
        let scheduler = TestScheduler(initialClock: 0)
        let (promise, resolver) = Promise<Int>.pending()
        var ran: [Int] = []
        let mapped = promise.map(on: scheduler) { value in ran.append(value) }
        scheduler.scheduleAt(10) {
            resolver.fulfill(1)
            mapped.cancel()
        }
        scheduler.start()
        #expect(ran.isEmpty)
        #expect(mapped.isCancelled)
        #expect(promise.value == 1)
    }

    @Test func ensureStillRunsWhenItsResultIsCancelled() {
        let scheduler = TestScheduler(initialClock: 0)
        let work = Work(scheduler: scheduler)
        var cleanedUp: [TestTime] = []
        let chain = work.start("quote", value: 1, after: 100).ensure(on: scheduler) { cleanedUp.append(scheduler.clock) }
        scheduler.scheduleAt(40) { chain.cancel() }
        scheduler.start()
        #expect(work.log == ["0 start quote", "40 cancel quote"])
        #expect(cleanedUp == [41])
    }

    @Test func cancellingARecoveryStopsThePromiseItsHandlerReturned() {
        let scheduler = TestScheduler(initialClock: 0)
        let work = Work(scheduler: scheduler)
        let recovered = Promise<Int>(error: TestError(1)).recover(on: scheduler) { _ in work.start("retry", value: 2, after: 50) }
        scheduler.scheduleAt(20) { recovered.cancel() }
        scheduler.start()
        #expect(work.log == ["1 start retry", "20 cancel retry"])
    }

    @Test func cancellingAfterStopsItsTimer() {
        let scheduler = TestScheduler(initialClock: 0)
        let delay = after(seconds: 10, on: scheduler)
        scheduler.scheduleAt(5) { delay.cancel() }
        scheduler.start()
        #expect(delay.isCancelled)
        #expect(scheduler.clock == 5, "no timer left to run at 10")
    }

    @Test func cancellingATimeoutStopsThePromiseAndTheTimer() {
        let scheduler = TestScheduler(initialClock: 0)
        let work = Work(scheduler: scheduler)
        let limited = work.start("quote", value: 1, after: 100).timeout(seconds: 60, on: scheduler)
        scheduler.scheduleAt(30) { limited.cancel() }
        scheduler.start()
        #expect(work.log == ["0 start quote", "30 cancel quote"])
        #expect(limited.error as? PromiseError == .cancelled)
        #expect(scheduler.clock == 30)
    }

    @Test func aTimeoutDoesNotCancelThePromiseItGaveUpOn() {
        let scheduler = TestScheduler(initialClock: 0)
        let work = Work(scheduler: scheduler)
        let quote = work.start("quote", value: 1, after: 100)
        let limited = quote.timeout(seconds: 60, on: scheduler)
        scheduler.start()
        #expect(limited.error as? PromiseError == .timedOut)
        #expect(quote.value == 1)
    }

    @Test func cancellingARaceOrAWhenCancelsEveryPromiseStillRunning() {
        let scheduler = TestScheduler(initialClock: 0)
        let work = Work(scheduler: scheduler)
        let raced = race(work.start("a", value: 1, after: 100), work.start("b", value: 2, after: 200))
        let all = when(fulfilled: [work.start("c", value: 3, after: 10), work.start("d", value: 4, after: 200)])
        scheduler.scheduleAt(50) {
            raced.cancel()
            all.cancel()
        }
        scheduler.start()
        #expect(work.log == ["0 start a", "0 start b", "0 start c", "0 start d", "10 fulfil c", "50 cancel a", "50 cancel b", "50 cancel d"])
        #expect(raced.isCancelled && all.isCancelled)
    }

    @Test func cancellingAPairWhenCancelsBoth() {
        let scheduler = TestScheduler(initialClock: 0)
        let work = Work(scheduler: scheduler)
        let both = when(fulfilled: work.start("a", value: 1, after: 100), work.start("b", value: "b", after: 100))
        scheduler.scheduleAt(50) { both.cancel() }
        scheduler.start()
        #expect(work.log == ["0 start a", "0 start b", "50 cancel a", "50 cancel b"])
    }

    @Test func cancellingAPromiseOfASequenceDisposesTheSubscription() {
        let live = Resources.countingLive {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createHotObservable([.next(300, 1), .completed(400)])
            var promise: Promise<Int>?
            scheduler.scheduleAt(200) { promise = source.asPromise() }
            scheduler.scheduleAt(250) { promise?.cancel() }
            scheduler.start()
            #expect(source.subscriptions == [Subscription(200, 250)])
            #expect(promise?.error as? PromiseError == .cancelled)
        }
        #expect(live == 0)
    }

    @Test func aCancelledPromiseEndsItsSequenceWithTheCancellation() {
        let live = Resources.countingLive {
            let scheduler = TestScheduler(initialClock: 0)
            let (promise, _) = Promise<Int>.pending()
            scheduler.scheduleAt(300) { promise.cancel() }
            let observer = scheduler.start { promise.asObservable() }
            #expect(observer.events == [.error(300, PromiseError.cancelled)])
        }
        #expect(live == 0)
    }

    @Test func disposingTheSequenceOfAPromiseLeavesThePromiseRunning() {
        let (promise, resolver) = Promise<Int>.pending()
        var hookRuns = 0
        resolver.onCancel { hookRuns += 1 }
        promise.asObservable().subscribe(onNext: { _ in }).dispose()
        resolver.fulfill(3)
        #expect(promise.value == 3)
        #expect(hookRuns == 0)
    }

    @Test func theCancellationErrorHasAUserFacingMessage() {
        let error: Error = PromiseError.cancelled
        #expect(error.localizedDescription == "The operation was cancelled.")
    }
}
