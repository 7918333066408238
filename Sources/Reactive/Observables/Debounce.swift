// `debounce`: emit an element only once the source has been quiet for a while.

extension ObservableType {
    /// Emits an element only after `dueTime` has passed without another element.
    ///
    /// Each new element restarts the wait and replaces the pending one. When the source completes,
    /// the pending element (if any) is emitted at once, then the completion; an error drops it.
    /// - seealso: [debounce operator on reactivex.io](http://reactivex.io/documentation/operators/debounce.html)
    /// - parameter dueTime: How long the source must stay quiet before the latest element is emitted.
    /// - parameter scheduler: Runs the timers.
    /// - returns: The elements that were followed by `dueTime` of silence.
    public func debounce(_ dueTime: RxTimeInterval, scheduler: any SchedulerType) -> Observable<Element> {
        DebounceProducer(source: asObservable(), dueTime: dueTime, scheduler: scheduler)
    }
}

private final class DebounceProducer<Element>: Producer<Element> {
    let source: Observable<Element>
    let dueTime: RxTimeInterval
    let scheduler: any SchedulerType

    init(source: Observable<Element>, dueTime: RxTimeInterval, scheduler: any SchedulerType) {
        self.source = source
        self.dueTime = dueTime
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let sink = DebounceSink(dueTime: dueTime, scheduler: scheduler, observer: observer, cancel: cancel)
        return (sink, Disposables.create(source.subscribe(sink), sink.timer))
    }
}

private final class DebounceSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element

    private let dueTime: RxTimeInterval
    private let scheduler: any SchedulerType
    /// Guards the state below and serialises events sent downstream (source and timer may be on
    /// different threads); recursive so an observer may feed the source from inside its handler.
    private let lock = RecursiveLock()
    /// The timer of the pending element.
    let timer = SerialDisposable()
    private var pending: Element?
    /// Identifies the pending element; a timer whose id is stale does nothing.
    private var pendingID = 0
    private var stopped = false

    init(dueTime: RxTimeInterval, scheduler: any SchedulerType, observer: Observer, cancel: Cancelable) {
        self.dueTime = dueTime
        self.scheduler = scheduler
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Element>) {
        lock.withLock {
            if stopped { return }
            switch event {
            case .next(let element):
                pendingID &+= 1
                pending = element
                timer.disposable = scheduler.scheduleRelative(pendingID, dueTime: dueTime) { [self] id in
                    emitPending(id)
                    return Disposables.create()
                }
            case .error:
                pending = nil
                stop(with: event)
            case .completed:
                if let element = pending {
                    pending = nil
                    forwardNext(element)
                }
                stop(with: event)
            }
        }
    }

    private func emitPending(_ id: Int) {
        lock.withLock {
            guard id == pendingID, !stopped, let element = pending else { return }
            pending = nil
            forwardNext(element)
        }
    }

    /// Sends the terminal event once and releases everything; the caller holds the lock.
    private func stop(with event: Event<Element>) {
        stopped = true
        forwardOn(event)
        dispose()
    }
}
