// `throttle`: at most one element per time window.

import FoundationEssentials

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

private final class ThrottleProducer<Element>: Producer<Element> {
    let source: Observable<Element>
    let dueTime: RxTimeInterval
    let latest: Bool
    let scheduler: any SchedulerType

    init(source: Observable<Element>, dueTime: RxTimeInterval, latest: Bool, scheduler: any SchedulerType) {
        self.source = source
        self.dueTime = dueTime
        self.latest = latest
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let sink = ThrottleSink(parent: self, observer: observer, cancel: cancel)
        return (sink, Disposables.create(source.subscribe(sink), sink.timer))
    }
}

private final class ThrottleSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element

    private let parent: ThrottleProducer<Element>
    /// Guards the state below and serialises events sent downstream; recursive so an observer may
    /// feed the source from inside its handler.
    private let lock = RecursiveLock()
    /// The timer that emits the latest element at the end of a window.
    let timer = SerialDisposable()
    private var unsent: Element?
    private var lastSent: RxTime?
    private var completedWhileUnsent = false
    private var stopped = false

    init(parent: ThrottleProducer<Element>, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Element>) {
        lock.withLock {
            if stopped { return }
            switch event {
            case .next(let element):
                let wait = lastSent.map { RxTimeInterval.between(parent.scheduler.now, $0.adding(parent.dueTime)) }
                guard let wait, wait != .nanoseconds(0) else {
                    send(element)
                    return
                }
                guard parent.latest else { return }
                let timerRunning = unsent != nil
                unsent = element
                if timerRunning { return }
                timer.disposable = parent.scheduler.scheduleRelative((), dueTime: wait) { [self] _ in
                    windowEnded()
                    return Disposables.create()
                }
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
        lastSent = parent.scheduler.now
    }

    private func windowEnded() {
        lock.withLock {
            if stopped { return }
            if let element = unsent { send(element) }
            if completedWhileUnsent { stop(with: .completed) }
        }
    }

    /// Sends the terminal event once and releases everything; the caller holds the lock.
    private func stop(with event: Event<Element>) {
        stopped = true
        forwardOn(event)
        dispose()
    }
}
