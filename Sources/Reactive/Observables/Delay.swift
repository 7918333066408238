// `delay`: shift every element and the completion later in time.

extension ObservableType {
    /// Emits every element and the completion `dueTime` later than the source did; an error is
    /// passed on at once and drops the elements still waiting.
    /// - seealso: [delay operator on reactivex.io](http://reactivex.io/documentation/operators/delay.html)
    /// - parameter dueTime: How much later each event is emitted.
    /// - parameter scheduler: Gives the time and runs the timers.
    /// - returns: The source shifted in time.
    public func delay(_ dueTime: RxTimeInterval, scheduler: any SchedulerType) -> Observable<Element> {
        DelayProducer(source: asObservable(), dueTime: dueTime, scheduler: scheduler)
    }
}

private final class DelayProducer<Element>: TimedProducer<Element> {
    override func run<Observer: ObserverType>(_ observer: Observer, cancel: SinkDisposer) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let sink = DelaySink(dueTime: dueTime, scheduler: scheduler, observer: observer, cancel: cancel)
        sink.sourceSubscription.setDisposable(source.subscribe(sink))
        return (sink, Disposables.create(sink.sourceSubscription, sink.timer))
    }
}

/// Queues events with their due times; one timer at a time, for the oldest.
private final class DelaySink<Observer: ObserverType>: TimedSink<Observer>, ObserverType {
    typealias Element = Observer.Element

    let sourceSubscription = SingleAssignmentDisposable()
    private var queue = Queue<(due: RxTime, event: Event<Element>)>()
    private var timerRunning = false

    func on(_ event: Event<Element>) {
        if event.isStopEvent { sourceSubscription.dispose() }
        lock.withLock {
            if stopped { return }
            if case .error = event {
                queue.removeAll()
                stop(with: event)
                return
            }
            queue.enqueue((scheduler.now.adding(dueTime), event))
            if !timerRunning {
                timerRunning = true
                startTimer(after: dueTime) { [self] in emitDue() }
            }
        }
    }

    /// Emits every event that is due, then waits for the next one; the caller holds the lock.
    private func emitDue() {
        let now = scheduler.now
        while !stopped, let head = queue.first, head.due <= now {
            _ = queue.dequeue()
            if head.event.isStopEvent {
                stop(with: head.event)
            } else {
                forwardOn(head.event)
            }
        }
        if let head = queue.first, !stopped {
            startTimer(after: .between(now, head.due)) { [self] in emitDue() }
        } else {
            timerRunning = false
        }
    }
}
