// A test source that plays its script from the start for every subscriber.

import Reactive

/// Emits its scripted events at times relative to each subscription's start.
final class ColdObservable<Element>: TestableObservable<Element> {
    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let index = beginSubscription()
        let scheduled = CompositeDisposable()
        for recorded in recordedEvents {
            scheduled.insert(scheduler.scheduleRelativeVirtual(recorded.time) {
                observer.on(recorded.value)
            })
        }
        return Disposables.create { [weak self] in
            scheduled.dispose()
            self?.endSubscription(index)
        }
    }
}
