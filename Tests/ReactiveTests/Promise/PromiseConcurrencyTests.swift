// Multi-threaded promise tests (also run under ThreadSanitizer by `make tsan`).

import Dispatch
import Foundation
import Reactive
import Testing

@Suite struct PromiseConcurrencyTests {
    private let immediate = ImmediateScheduler.instance

    @Test func eightThreadsRaceToResolveAndEveryHandlerSeesTheOneWinnerOnce() {
        for _ in 0..<200 {
            let (promise, resolver) = Promise<Int>.pending()
            let log = ConcurrentLog<String>()
            for handler in 0..<4 {
                _ = promise.tap(on: immediate) { log.append("\(handler):\($0)") }
            }
            DispatchQueue.concurrentPerform(iterations: 8) { thread in
                if thread.isMultiple(of: 2) {
                    resolver.fulfill(thread)
                } else {
                    resolver.reject(TestError(thread))
                }
            }
            guard let winner = promise.result else {
                Issue.record("no thread resolved the promise")
                return
            }
            #expect(log.entries.sorted() == (0..<4).map { "\($0):\(winner)" })
        }
    }

    @Test func handlersRegisteredFromManyThreadsWhileResolvingEachRunOnce() {
        let handlersPerThread = 200
        for _ in 0..<8 {
            let (promise, resolver) = Promise<Int>.pending()
            let calls = ConcurrentLog<Int>()
            DispatchQueue.concurrentPerform(iterations: 8) { thread in
                for index in 0..<handlersPerThread {
                    if thread == 0, index == handlersPerThread / 2 { resolver.fulfill(42) }
                    _ = promise.map(on: immediate) { value in calls.append(value) }
                }
            }
            #expect(calls.entries.count == 8 * handlersPerThread)
            #expect(calls.entries.allSatisfy { $0 == 42 })
        }
    }

    @Test func cancelRacingWithFulfilOnOtherThreadsHasOneWinnerAndTheHookRunsOnlyIfCancelWon() {
        for _ in 0..<500 {
            let (promise, resolver) = Promise<Int>.pending()
            let hookRuns = ConcurrentLog<Int>()
            let seen = ConcurrentLog<String>()
            resolver.onCancel { hookRuns.append(1) }
            _ = promise.tap(on: immediate) { seen.append("\($0)") }
            DispatchQueue.concurrentPerform(iterations: 4) { thread in
                if thread.isMultiple(of: 2) {
                    promise.cancel()
                } else {
                    resolver.fulfill(thread)
                }
            }
            guard let result = promise.result else {
                Issue.record("neither the cancel nor a fulfil settled the promise")
                return
            }
            #expect(seen.entries == ["\(result)"])
            #expect(hookRuns.entries.count == (promise.isCancelled ? 1 : 0))
            #expect(promise.isCancelled == (promise.error as? PromiseError == .cancelled))
        }
    }

    @Test func cancellingAChainFromManyThreadsStopsItsSourceOnce() {
        for _ in 0..<200 {
            let (source, resolver) = Promise<Int>.pending()
            let hookRuns = ConcurrentLog<Int>()
            resolver.onCancel { hookRuns.append(1) }
            let chain = source.map(on: immediate) { $0 + 1 }.then(on: immediate) { Promise.value($0 * 2) }
            DispatchQueue.concurrentPerform(iterations: 8) { _ in chain.cancel() }
            #expect(hookRuns.entries.count == 1)
            #expect(source.isCancelled && chain.isCancelled)
        }
    }

    @Test func whenCollectsValuesResolvedOnManyThreadsInInputOrder() {
        for _ in 0..<50 {
            let pending = (0..<8).map { _ in Promise<Int>.pending() }
            let all = when(fulfilled: pending.map(\.promise))
            let resolvers = pending.map(\.resolver)
            DispatchQueue.concurrentPerform(iterations: 8) { index in resolvers[index].fulfill(index * 10) }
            #expect(all.value == (0..<8).map { $0 * 10 })
        }
    }

    @Test func observableSubscribersRacingWithResolutionEachGetTheValueOnce() {
        let (promise, resolver) = Promise<String>.pending()
        let received = ConcurrentLog<Int>()
        let subscriptionsPerThread = 100
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            for index in 0..<subscriptionsPerThread {
                if thread == 0, index == subscriptionsPerThread / 2 { resolver.fulfill("v") }
                let id = thread * subscriptionsPerThread + index
                let subscription = promise.asObservable().subscribe(onNext: { _ in received.append(id) })
                if id.isMultiple(of: 2) { subscription.dispose() }
            }
        }
        let kept = (0..<8 * subscriptionsPerThread).filter { !$0.isMultiple(of: 2) }
        let counts = Dictionary(grouping: received.entries, by: { $0 }).mapValues(\.count)
        #expect(kept.allSatisfy { counts[$0] == 1 })
        #expect(counts.values.allSatisfy { $0 == 1 })
    }
}

/// A list that many threads append to.
///
/// Guarded by `NSLock` (a pthread mutex) rather than `Mutex`, which ThreadSanitizer cannot see on Linux.
private final class ConcurrentLog<Entry>: @unchecked Sendable {
    // @unchecked: `storage` is touched only under `lock`.
    private let lock = NSLock()
    private var storage: [Entry] = []

    func append(_ entry: Entry) {
        lock.withLock { storage.append(entry) }
    }

    var entries: [Entry] { lock.withLock { storage } }
}
