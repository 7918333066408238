// `take(for:scheduler:)` and `skip(for:scheduler:)`: keep or drop what a source emits in its first stretch of time.

extension ObservableType {
    /// Emits the source's events for `duration` after subscription, then completes.
    /// - seealso: [take operator on reactivex.io](http://reactivex.io/documentation/operators/take.html)
    /// - parameter duration: How long elements are passed on, e.g. `.seconds(2)`.
    /// - parameter scheduler: Runs the timer.
    /// - returns: The elements of the first `duration`.
    public func take(for duration: RxTimeInterval, scheduler: any SchedulerType) -> Observable<Element> {
        TimeWindowProducer(source: asObservable(), dueTime: duration, scheduler: scheduler, window: .take)
    }

    /// Drops the source's elements for `duration` after subscription, then passes them on; a
    /// terminal event is passed on whenever it comes.
    /// - seealso: [skip operator on reactivex.io](http://reactivex.io/documentation/operators/skip.html)
    /// - parameter duration: How long elements are dropped, e.g. `.milliseconds(500)`.
    /// - parameter scheduler: Runs the timer.
    /// - returns: The elements after the first `duration`.
    public func skip(for duration: RxTimeInterval, scheduler: any SchedulerType) -> Observable<Element> {
        TimeWindowProducer(source: asObservable(), dueTime: duration, scheduler: scheduler, window: .skip)
    }
}

/// What happens to the elements of the first stretch of time.
private enum TimeWindow {
    /// Pass them on, and complete when the stretch ends (`take(for:)`).
    case take
    /// Drop them, and pass on the ones after (`skip(for:)`).
    case skip
}

private final class TimeWindowProducer<Element>: TimedProducer<Element> {
    private let window: TimeWindow

    init(source: Observable<Element>, dueTime: RxTimeInterval, scheduler: any SchedulerType, window: TimeWindow) {
        self.window = window
        super.init(source: source, dueTime: dueTime, scheduler: scheduler)
    }

    /// Starts the timer before subscribing the source, as RxSwift does.
    override func run<Observer: ObserverType>(_ observer: Observer, cancel: SinkDisposer) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let sink = TimeWindowSink(window: window, dueTime: dueTime, scheduler: scheduler, observer: observer, cancel: cancel)
        sink.startTimer(after: dueTime) { [sink] in sink.windowEnded() }
        return (sink, Disposables.create(sink.timer, source.subscribe(sink)))
    }
}

private final class TimeWindowSink<Observer: ObserverType>: TimedSink<Observer>, ObserverType {
    typealias Element = Observer.Element
    private let window: TimeWindow
    /// Whether the first stretch of time is over; guarded by `lock`.
    private var windowOver = false

    init(window: TimeWindow, dueTime: RxTimeInterval, scheduler: any SchedulerType, observer: Observer, cancel: SinkDisposer) {
        self.window = window
        super.init(dueTime: dueTime, scheduler: scheduler, observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Element>) {
        lock.withLock {
            if stopped { return }
            switch event {
            case .next(let element):
                if (window == .take) != windowOver { forwardNext(element) }
            case .error, .completed:
                stop(with: event)
            }
        }
    }

    /// The timer fired; the caller holds the lock.
    func windowEnded() {
        windowOver = true
        if window == .take { stop(with: .completed) }
    }
}
