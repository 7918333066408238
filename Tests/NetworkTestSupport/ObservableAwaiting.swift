// Awaits the events of an Observable in async tests, with a bounded deadline.

import Foundation
import Reactive
import Synchronization

/// The first element of `source`, or its error; `NoElement` when it completes empty.
public func firstResult<Element: Sendable>(of source: Observable<Element>) async -> Result<Element, any Error> {
    await withCheckedContinuation { continuation in
        let once = ResumeOnce(continuation)
        _ = source.subscribe(
            onNext: { once.resume(.success($0)) },
            onError: { once.resume(.failure($0)) },
            onCompleted: { once.resume(.failure(NoElement())) }
        )
    }
}

/// The element of `single`, or its error.
public func firstResult<Element: Sendable>(of single: Single<Element>) async -> Result<Element, any Error> {
    await firstResult(of: single.asObservable())
}

/// Collects elements of `source` until `isDone(collected)` holds or `timeout` seconds pass, then
/// disposes the subscription and returns what arrived. Tests check the result, so a timeout fails them.
public func collect<Element: Sendable>(
    _ source: Observable<Element>,
    timeout: TimeInterval = 20,
    until isDone: @escaping ([Element]) -> Bool
) async -> [Element] {
    let collected = Mutex<[Element]>([])
    let subscription = SingleAssignmentDisposable()
    let snapshot: () -> [Element] = { collected.withLock { $0 } }
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        let once = ResumeOnce(continuation)
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout) { once.resume(()) }
        subscription.setDisposable(source.subscribe(onNext: { element in
            let all = collected.withLock { list -> [Element] in
                list.append(element)
                return list
            }
            if isDone(all) { once.resume(()) }
        }, onError: { _ in once.resume(()) }, onCompleted: { once.resume(()) }))
    }
    subscription.dispose()
    return snapshot()
}

/// The sequence completed without an element.
public struct NoElement: Error, Equatable {}

/// Resumes a continuation at most once, from whichever thread comes first.
private final class ResumeOnce<Value: Sendable>: Sendable {
    private let continuation: Mutex<CheckedContinuation<Value, Never>?>

    init(_ continuation: CheckedContinuation<Value, Never>) {
        self.continuation = Mutex(continuation)
    }

    func resume(_ value: Value) {
        continuation.withLock { stored -> CheckedContinuation<Value, Never>? in
            defer { stored = nil }
            return stored
        }?.resume(returning: value)
    }
}
