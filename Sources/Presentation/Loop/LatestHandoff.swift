// Hands the newest element of a fast stream to a scheduler, dropping older ones still waiting.

import Reactive

/// An element delivered by `handOffLatest(to:)`, and whether newer elements replaced older ones that
/// were never delivered (then the element must be taken as a whole, not as a change from the last one).
struct LatestHandoff<Element: Sendable>: Sendable {
    let element: Element
    let replacedOthers: Bool
}

extension ObservableType where Element: Sendable {
    /// Like `observe(on:)`, but at most one element waits for `scheduler`: one that arrives while
    /// another is pending replaces it. A burst of N states (a feed's first quotes, a batch of trades)
    /// then costs one delivery and no queue, instead of N states held at once. Errors and completion
    /// follow the last element.
    func handOffLatest(to scheduler: any ImmediateSchedulerType) -> Observable<LatestHandoff<Element>> {
        Observable.create { observer in
            let pending = PendingLatest<Element>()
            let deliver = { () -> Disposable in
                if let handoff = pending.take() { observer.onNext(handoff) }
                return Disposables.create()
            }
            return subscribe { event in
                switch event {
                case .next(let element):
                    if pending.put(element) { _ = scheduler.schedule(()) { _ in deliver() } }
                case .error(let error):
                    _ = scheduler.schedule(()) { _ in
                        _ = deliver()
                        observer.onError(error)
                        return Disposables.create()
                    }
                case .completed:
                    _ = scheduler.schedule(()) { _ in
                        _ = deliver()
                        observer.onCompleted()
                        return Disposables.create()
                    }
                }
            }
        }
    }
}

/// The one element waiting for delivery, if any.
private final class PendingLatest<Element: Sendable>: Sendable {
    private let slot = LockedState<(element: Element?, replaced: Bool)>((nil, false))

    /// Keeps `element` as the pending one; true when none was pending (a delivery must be scheduled).
    func put(_ element: Element) -> Bool {
        slot.withLock { slot in
            let wasEmpty = slot.element == nil
            if !wasEmpty { slot.replaced = true }
            slot.element = element
            return wasEmpty
        }
    }

    /// Takes the pending element, if any, saying whether it replaced others.
    func take() -> LatestHandoff<Element>? {
        slot.withLock { slot in
            defer { slot = (nil, false) }
            return slot.element.map { LatestHandoff(element: $0, replacedOthers: slot.replaced) }
        }
    }
}
