// `timer` and `interval`: integers counting up on a scheduler's clock.

extension ObservableType where Element: FixedWidthInteger {
    /// Emits 0 after `dueTime`; with a `period`, then 1, 2, … every `period`, without end.
    /// Without a period it completes right after the 0.
    /// - seealso: [timer operator on reactivex.io](http://reactivex.io/documentation/operators/timer.html)
    /// - parameters:
    ///   - dueTime: The delay before the first element.
    ///   - period: The delay between later elements; nil for a one-shot timer.
    ///   - scheduler: The clock and the place the elements are sent from.
    /// - returns: A one-shot or periodic sequence of counting integers.
    public static func timer(
        _ dueTime: RxTimeInterval,
        period: RxTimeInterval? = nil,
        scheduler: any SchedulerType
    ) -> Observable<Element> {
        TimerObservable(dueTime: dueTime, period: period, scheduler: scheduler)
    }

    /// Emits 0, 1, 2, … every `period`, the first one a `period` after subscription, without end.
    /// - seealso: [interval operator on reactivex.io](http://reactivex.io/documentation/operators/interval.html)
    /// - parameters:
    ///   - period: The delay before each element.
    ///   - scheduler: The clock and the place the elements are sent from.
    /// - returns: A periodic sequence of counting integers.
    public static func interval(_ period: RxTimeInterval, scheduler: any SchedulerType) -> Observable<Element> {
        TimerObservable(dueTime: period, period: period, scheduler: scheduler)
    }
}

private final class TimerObservable<Element: FixedWidthInteger>: Producer<Element> {
    private let dueTime: RxTimeInterval
    private let period: RxTimeInterval?
    private let scheduler: any SchedulerType

    init(dueTime: RxTimeInterval, period: RxTimeInterval?, scheduler: any SchedulerType) {
        self.dueTime = dueTime
        self.period = period
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: SinkDisposer) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let sink = Sink(observer: observer, cancel: cancel)
        guard let period else {
            return (sink, scheduler.scheduleRelative(sink, dueTime: dueTime) { sink in
                sink.forwardNext(0)
                sink.forwardTerminal(.completed)
                return Disposables.create()
            })
        }
        return (sink, scheduler.schedulePeriodic(Element.zero, startAfter: dueTime, period: period) { count in
            sink.forwardNext(count)
            return count &+ 1
        })
    }
}
