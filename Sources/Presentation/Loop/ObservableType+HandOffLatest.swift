// Hands the newest element of a fast stream to a scheduler, folding in older ones still waiting.

import Reactive

extension ObservableType where Element: Sendable {
    /// Like `observe(on:)`, but at most one element waits for `scheduler`: one that arrives while
    /// another is pending takes its place as `combining(pending, newer)`, so what the older one said
    /// is not lost (the rows it changed, say). A burst of N states (a feed's first quotes, the trades
    /// of a frame) then costs one delivery and no queue. Errors and completion follow the last element.
    func handOffLatest(
        to scheduler: any ImmediateSchedulerType,
        combining: @escaping @Sendable (_ pending: Element, _ newer: Element) -> Element
    ) -> Observable<Element> {
        Observable.create { observer in
            let pending = PendingLatest<Element>(combining: combining)
            let deliver = { () -> Disposable in
                if let element = pending.take() { observer.onNext(element) }
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
    private let slot = LockedState<Element?>(nil)
    private let combining: @Sendable (Element, Element) -> Element

    init(combining: @escaping @Sendable (Element, Element) -> Element) {
        self.combining = combining
    }

    /// Keeps `element` (combined with the pending one, if any); true when none was pending (a delivery
    /// must be scheduled).
    func put(_ element: Element) -> Bool {
        slot.withLock { slot in
            guard let pending = slot else {
                slot = element
                return true
            }
            slot = combining(pending, element)
            return false
        }
    }

    /// Takes the pending element, if any.
    func take() -> Element? {
        slot.withLock { slot in
            defer { slot = nil }
            return slot
        }
    }
}
