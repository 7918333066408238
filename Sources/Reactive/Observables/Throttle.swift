// `throttle`: at most one element per time window.

extension ObservableType {
    /// Emits the first element, then at most one element per `dueTime`: no two elements are
    /// emitted less than `dueTime` apart.
    ///
    /// With `latest` true, the last element that arrived during the window is emitted when the
    /// window ends (and a completion waits for it); with `latest` false, elements arriving during
    /// the window are dropped.
    /// - seealso: [debounce operator on reactivex.io](http://reactivex.io/documentation/operators/debounce.html)
    /// - parameter dueTime: The minimum time between two emitted elements.
    /// - parameter latest: Whether the latest element received during a window is emitted at its end.
    /// - parameter scheduler: Gives the time and runs the timers.
    /// - returns: The throttled sequence.
    public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true, scheduler: any SchedulerType) -> Observable<Element> {
        ThrottleProducer(source: asObservable(), dueTime: dueTime, latest: latest, scheduler: scheduler)
    }
}

private final class ThrottleProducer<Element>: TimedProducer<Element> {
    let latest: Bool

    init(source: Observable<Element>, dueTime: RxTimeInterval, latest: Bool, scheduler: any SchedulerType) {
        self.latest = latest
        super.init(source: source, dueTime: dueTime, scheduler: scheduler)
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: SinkDisposer) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let sink = ThrottleSink(latest: latest, dueTime: dueTime, scheduler: scheduler, observer: observer, cancel: cancel)
        return (sink, Disposables.create(source.subscribe(sink), sink.timer))
    }
}

private final class ThrottleSink<Observer: ObserverType>: TimedSink<Observer>, ObserverType {
    typealias Element = Observer.Element

    /// Whether the latest element of a window is emitted at its end.
    private let latest: Bool
    private var unsent: Element?
    private var lastSent: RxTime?
    private var completedWhileUnsent = false

    init(latest: Bool, dueTime: RxTimeInterval, scheduler: any SchedulerType, observer: Observer, cancel: SinkDisposer) {
        self.latest = latest
        super.init(dueTime: dueTime, scheduler: scheduler, observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Element>) {
        lock.withLock {
            if stopped { return }
            switch event {
            case .next(let element):
                let wait = lastSent.map { RxTimeInterval.between(scheduler.now, $0.adding(dueTime)) }
                guard let wait, wait != .nanoseconds(0) else {
                    send(element)
                    return
                }
                guard latest else { return }
                let timerRunning = unsent != nil
                unsent = element
                if timerRunning { return }
                startTimer(after: wait) { [self] in windowEnded() }
            case .error:
                unsent = nil
                stop(with: event)
            case .completed:
                if unsent == nil {
                    stop(with: event)
                } else {
                    completedWhileUnsent = true
                }
            }
        }
    }

    private func send(_ element: Element) {
        unsent = nil
        forwardNext(element)
        lastSent = scheduler.now
    }

    /// The window ended; the caller holds the lock.
    private func windowEnded() {
        if stopped { return }
        if let element = unsent { send(element) }
        if completedWhileUnsent { stop(with: .completed) }
    }
}
