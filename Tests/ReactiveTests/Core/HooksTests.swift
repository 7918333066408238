// Tests for Hooks.defaultErrorHandler: unhandled errors of closure subscriptions reach it; it is settable and restorable.

import Foundation
import Reactive
import Testing

/// Serialized: the handler is process-wide. Other suites running meanwhile may send their own
/// unhandled errors to it, so each test looks only for its own error.
@Suite(.serialized) struct HooksTests {
    /// Runs `body` with a handler that records errors, then restores the previous handler.
    private func recordingUnhandledErrors(_ body: () -> Void) -> [TestError] {
        let received = LockedState<[TestError]>([])
        let previous = Hooks.defaultErrorHandler
        Hooks.defaultErrorHandler = { _, error in
            if let error = error as? TestError { received.withLock { $0.append(error) } }
        }
        body()
        Hooks.defaultErrorHandler = previous
        return received.withLock { $0 }
    }

    /// Each read of the handler used to come back wrapped in two more thunks (a closure kept in the
    /// lock itself, read through its `inout`): the 500th unhandled error had a call stack ~1,000 deeper.
    @Test func theHandlersCallStackStaysTheSameErrorAfterError() {
        let depths = LockedState<[Int]>([])
        let previous = Hooks.defaultErrorHandler
        Hooks.defaultErrorHandler = { _, error in
            guard (error as? TestError) == TestError(9_120) else { return }
            let depth = Thread.callStackReturnAddresses.count
            depths.withLock { $0.append(depth) }
        }
        for _ in 0..<500 {
            _ = Observable<Int>.error(TestError(9_120)).subscribe(onNext: { _ in })
        }
        Hooks.defaultErrorHandler = previous
        let all = depths.withLock { $0 }
        #expect(all.count == 500)
        #expect(all.first == all.last)
    }

    @Test func subscribeWithoutOnErrorHandsTheErrorToTheHook() {
        let received = recordingUnhandledErrors {
            _ = Observable<Int>.error(TestError(9_101)).subscribe(onNext: { _ in })
        }
        #expect(received.contains(TestError(9_101)))
    }

    @Test func subscribeWithOnErrorKeepsTheErrorFromTheHook() {
        var handled: [Swift.Error] = []
        let received = recordingUnhandledErrors {
            _ = Observable<Int>.error(TestError(9_102)).subscribe(onNext: { _ in }, onError: { handled.append($0) })
            _ = Observable<Int>.error(TestError(9_102)).subscribe { _ in }
        }
        #expect(!received.contains(TestError(9_102)))
        #expect(handled.count == 1)
    }

    @Test func singleWithoutOnFailureHandsTheErrorToTheHook() {
        let received = recordingUnhandledErrors {
            _ = Single<Int>.error(TestError(9_103)).subscribe(onSuccess: { _ in })
        }
        #expect(received.contains(TestError(9_103)))
    }

    @Test func restoringThePreviousHandlerSendsLaterErrorsToItAgain() {
        var inner: [TestError] = []
        let outer = recordingUnhandledErrors {
            inner = recordingUnhandledErrors {}
            _ = Observable<Int>.error(TestError(9_104)).subscribe()
        }
        #expect(!inner.contains(TestError(9_104)))
        #expect(outer.contains(TestError(9_104)))
    }
}
