// Tests for creating promises and reading their state.

import Reactive
import ReactiveTesting
import Testing

@Suite struct PromiseTests {
    @Test func valueIsFulfilledAtOnce() throws {
        let promise = Promise.value(3)
        #expect(promise.isFulfilled && promise.isResolved)
        #expect(!promise.isPending && !promise.isRejected)
        #expect(promise.value == 3)
        #expect(promise.error == nil)
        #expect(try promise.result?.get() == 3)
    }

    @Test func errorInitIsRejectedAtOnce() {
        let promise = Promise<Int>(error: TestError(1))
        #expect(promise.isRejected && promise.isResolved)
        #expect(!promise.isPending && !promise.isFulfilled)
        #expect(promise.value == nil)
        #expect(promise.error as? TestError == TestError(1))
    }

    @Test func pendingStaysPendingUntilItsResolverSettlesIt() {
        let (promise, resolver) = Promise<String>.pending()
        #expect(promise.isPending && !promise.isResolved)
        #expect(promise.result == nil)
        resolver.fulfill("done")
        #expect(promise.value == "done")
    }

    @Test func bodyRunsAtOnceAndItsSealFulfils() {
        var ran = false
        let promise = Promise<Bool> { seal in
            ran = true
            seal.fulfill(true)
        }
        #expect(ran)
        #expect(promise.value == true)
    }

    @Test func throwInTheBodyRejects() {
        let promise = Promise<Bool> { _ in throw TestError(7) }
        #expect(promise.error as? TestError == TestError(7))
    }

    @Test func throwAfterTheSealFulfilledIsIgnored() {
        let promise = Promise<Int> { seal in
            seal.fulfill(1)
            throw TestError(1)
        }
        #expect(promise.value == 1)
    }

    @Test func voidPromiseCanBeFulfilledWithoutAValue() {
        let sealed = Promise<Void> { seal in seal.fulfill() }
        #expect(sealed.isFulfilled)
        #expect(Promise().isFulfilled)
    }

    @Test func handlerAddedAfterResolutionRunsOnItsScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let promise = Promise.value(5)
        var seen: [Recorded<Int>] = []
        promise.done(on: scheduler) { seen.append(Recorded(time: scheduler.clock, value: $0)) }.cauterize()
        #expect(seen.isEmpty)
        scheduler.start()
        #expect(seen == [Recorded(time: 1, value: 5)])
    }

    @Test func waitingHandlersRunOnceInRegistrationOrder() {
        let (promise, resolver) = Promise<Int>.pending()
        var seen: [String] = []
        for name in ["a", "b", "c"] {
            promise.done(on: ImmediateScheduler.instance) { seen.append("\(name)\($0)") }.cauterize()
        }
        resolver.fulfill(1)
        resolver.fulfill(2)
        resolver.reject(TestError())
        #expect(seen == ["a1", "b1", "c1"])
    }

    @Test func handlerAddedInsideAHandlerOfTheSamePromiseRunsAtOnce() {
        let (promise, resolver) = Promise<Int>.pending()
        var seen: [Int] = []
        promise.done(on: ImmediateScheduler.instance) { outer in
            seen.append(outer)
            promise.done(on: ImmediateScheduler.instance) { seen.append($0 * 10) }.cauterize()
        }.cauterize()
        resolver.fulfill(4)
        #expect(seen == [4, 40])
    }
}
