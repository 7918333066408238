// `timeout`: fail, or switch to another sequence, when the source stays silent too long.

extension ObservableType {
    /// Fails with `RxError.timeout` when no element arrives within `dueTime` of the subscription
    /// or of the previous element.
    /// - seealso: [timeout operator on reactivex.io](http://reactivex.io/documentation/operators/timeout.html)
    /// - parameter dueTime: The longest allowed silence.
    /// - parameter scheduler: Runs the timers.
    /// - returns: The source, or an error after a silence of `dueTime`.
    public func timeout(_ dueTime: RxTimeInterval, scheduler: any SchedulerType) -> Observable<Element> {
        TimeoutProducer(source: asObservable(), dueTime: dueTime, other: nil, scheduler: scheduler)
    }

    /// Switches to `other` when no element arrives within `dueTime` of the subscription or of the
    /// previous element; the source is unsubscribed at that moment.
    /// - seealso: [timeout operator on reactivex.io](http://reactivex.io/documentation/operators/timeout.html)
    /// - parameter dueTime: The longest allowed silence.
    /// - parameter other: The sequence to continue with after a timeout.
    /// - parameter scheduler: Runs the timers.
    /// - returns: The source, continued by `other` after a silence of `dueTime`.
    public func timeout<Source: ObservableConvertibleType>(_ dueTime: RxTimeInterval, other: Source, scheduler: any SchedulerType)
        -> Observable<Element> where Element == Source.Element
    {
        TimeoutProducer(source: asObservable(), dueTime: dueTime, other: other.asObservable(), scheduler: scheduler)
    }
}

private final class TimeoutProducer<Element>: Producer<Element> {
    let source: Observable<Element>
    let dueTime: RxTimeInterval
    /// The fallback; nil fails with `RxError.timeout` instead.
    let other: Observable<Element>?
    let scheduler: any SchedulerType

    init(source: Observable<Element>, dueTime: RxTimeInterval, other: Observable<Element>?, scheduler: any SchedulerType) {
        self.source = source
        self.dueTime = dueTime
        self.other = other
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: SinkDisposer) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let sink = TimeoutSink(parent: self, observer: observer, cancel: cancel)
        return (sink, sink.run())
    }
}

private final class TimeoutSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element

    private let parent: TimeoutProducer<Element>
    /// Guards the state below and serialises events sent downstream (source and timer may be on
    /// different threads); recursive so an observer may feed the source from inside its handler.
    private let lock = RecursiveLock()
    private let timer = SerialDisposable()
    /// The source's subscription, replaced by the fallback's after a timeout.
    private let subscription = SerialDisposable()
    /// Identifies the running timer; a timer whose id is stale does nothing.
    private var timerID = 0
    private var timedOut = false

    init(parent: TimeoutProducer<Element>, observer: Observer, cancel: SinkDisposer) {
        self.parent = parent
        super.init(observer: observer, cancel: cancel)
    }

    func run() -> Disposable {
        let original = SingleAssignmentDisposable()
        subscription.disposable = original
        lock.withLock { startTimer() }
        original.setDisposable(parent.source.subscribe(self))
        return Disposables.create(subscription, timer)
    }

    func on(_ event: Event<Element>) {
        lock.withLock {
            if timedOut { return }
            timerID &+= 1
            forwardOn(event)
            if event.isStopEvent {
                dispose()
            } else {
                startTimer()
            }
        }
    }

    /// Starts the timer for the current silence; the caller holds the lock.
    private func startTimer() {
        timer.disposable = parent.scheduler.scheduleRelative(timerID, dueTime: parent.dueTime) { [self] id in
            timerFired(id)
            return Disposables.create()
        }
    }

    private func timerFired(_ id: Int) {
        lock.withLock {
            guard id == timerID, !timedOut else { return }
            timedOut = true
            guard let other = parent.other else {
                forwardOn(.error(RxError.timeout))
                dispose()
                return
            }
            subscription.disposable = other.subscribe(TimeoutFallbackObserver(parent: self))
        }
    }

    /// An event of the fallback sequence.
    fileprivate func fallback(_ event: Event<Element>) {
        forwardOn(event)
        if event.isStopEvent { dispose() }
    }
}

/// Passes the fallback sequence's events straight downstream.
private final class TimeoutFallbackObserver<Observer: ObserverType>: ObserverType {
    private let parent: TimeoutSink<Observer>

    init(parent: TimeoutSink<Observer>) {
        self.parent = parent
    }

    func on(_ event: Event<Observer.Element>) {
        parent.fallback(event)
    }
}
