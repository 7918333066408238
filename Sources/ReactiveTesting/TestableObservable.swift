// A scripted observable that remembers its subscriptions.

import Reactive

/// A test source (hot or cold) that records each subscription's start and end.
public class TestableObservable<Element>: ObservableType {
    /// The scripted events.
    public let recordedEvents: [Recorded<Event<Element>>]
    /// Every subscription so far, in order.
    public internal(set) var subscriptions: [Subscription] = []

    unowned let scheduler: TestScheduler

    init(scheduler: TestScheduler, events: [Recorded<Event<Element>>]) {
        self.scheduler = scheduler
        self.recordedEvents = events
    }

    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        preconditionFailure("TestableObservable.subscribe is abstract; subclasses override it")
    }

    /// Records the start of a subscription; returns its index for `endSubscription`.
    func beginSubscription() -> Int {
        subscriptions.append(Subscription(scheduler.clock))
        return subscriptions.count - 1
    }

    /// Records the end of subscription `index`.
    func endSubscription(_ index: Int) {
        subscriptions[index] = Subscription(subscriptions[index].subscribe, scheduler.clock)
    }
}
