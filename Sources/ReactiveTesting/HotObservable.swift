// A test source whose events happen at fixed times whoever listens.

import Reactive

/// Emits its scripted events at their absolute virtual times to whoever is subscribed then.
final class HotObservable<Element>: TestableObservable<Element> {
    private var observers: [Int: AnyObserver<Element>] = [:]
    private var nextKey = 0

    override init(scheduler: TestScheduler, events: [Recorded<Event<Element>>]) {
        super.init(scheduler: scheduler, events: events)
        for recorded in events {
            scheduler.scheduleAt(recorded.time) { [weak self] in
                guard let self else { return }
                for key in observers.keys.sorted() { observers[key]?.on(recorded.value) }
            }
        }
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let key = nextKey
        nextKey += 1
        observers[key] = AnyObserver(observer)
        let index = beginSubscription()
        return Disposables.create { [weak self] in
            guard let self, observers.removeValue(forKey: key) != nil else { return }
            endSubscription(index)
        }
    }
}
