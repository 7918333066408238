// `subscribeOn`: subscribe to (and unsubscribe from) the source on a scheduler.

import Synchronization

extension ObservableType {
    /// Subscribes to the source on `scheduler`, and disposes that subscription on `scheduler` too.
    ///
    /// Only the side effects of subscribing and unsubscribing move; the source's events arrive on
    /// whatever thread it emits them (use `observe(on:)` to move those).
    /// - seealso: [subscribeOn operator on reactivex.io](http://reactivex.io/documentation/operators/subscribeon.html)
    /// - parameter scheduler: Where the subscription and its disposal happen.
    /// - returns: The source, subscribed on `scheduler`.
    public func subscribe(on scheduler: any ImmediateSchedulerType) -> Observable<Element> {
        SubscribeOnProducer(source: asObservable(), scheduler: scheduler)
    }
}

private final class SubscribeOnProducer<Element>: ScheduledProducer<Element> {
    override func run<Observer: ObserverType>(_ observer: Observer, cancel: SinkDisposer) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let sink = SubscribeOnSink(observer: observer, cancel: cancel)
        let subscription = SerialDisposable()
        let scheduled = SingleAssignmentDisposable()
        subscription.disposable = scheduled
        let source = self.source, scheduler = self.scheduler
        scheduled.setDisposable(scheduler.schedule(()) { _ in
            subscription.disposable = ScheduledDisposable(scheduler: scheduler, disposable: source.subscribe(sink))
            return Disposables.create()
        })
        return (sink, subscription)
    }
}

private final class SubscribeOnSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    func on(_ event: Event<Observer.Element>) {
        if event.isStopEvent {
            forwardTerminal(event)
        } else {
            forwardOn(event)
        }
    }
}

/// Disposes its disposable on a scheduler, once.
private final class ScheduledDisposable: Disposable {
    private let scheduler: any ImmediateSchedulerType
    private let disposable: Disposable
    private let disposed = Atomic<Bool>(false)

    init(scheduler: any ImmediateSchedulerType, disposable: Disposable) {
        self.scheduler = scheduler
        self.disposable = disposable
    }

    func dispose() {
        if disposed.exchange(true, ordering: .acquiringAndReleasing) { return }
        let disposable = self.disposable
        _ = scheduler.schedule(()) { _ in
            disposable.dispose()
            return Disposables.create()
        }
    }
}
