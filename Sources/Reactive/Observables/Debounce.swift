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

private final class DebounceProducer<Element>: TimedProducer<Element> {
    override func run<Observer: ObserverType>(_ observer: Observer, cancel: SinkDisposer) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let sink = DebounceSink(dueTime: dueTime, scheduler: scheduler, observer: observer, cancel: cancel)
        return (sink, Disposables.create(source.subscribe(sink), sink.timer))
    }
}

private final class DebounceSink<Observer: ObserverType>: TimedSink<Observer>, ObserverType {
    typealias Element = Observer.Element

    private var pending: Element?
    /// Identifies the pending element; a timer whose id is stale does nothing.
    private var pendingID = 0

    func on(_ event: Event<Element>) {
        lock.withLock {
            if stopped { return }
            switch event {
            case .next(let element):
                pendingID &+= 1
                pending = element
                let id = pendingID
                startTimer(after: dueTime) { [self] in emitPending(id) }
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

    /// The timer of element `id` fired; the caller holds the lock.
    private func emitPending(_ id: Int) {
        guard id == pendingID, !stopped, let element = pending else { return }
        pending = nil
        forwardNext(element)
    }
}
