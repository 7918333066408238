// The sink of an operator that times one source's elements on a scheduler.

/// A `SerializingSink` with a due time, the scheduler that measures it and one timer at a time.
class TimedSink<Observer: ObserverType>: SerializingSink<Observer> {
    final let dueTime: RxTimeInterval
    final let scheduler: any SchedulerType
    /// The running timer; starting another disposes it.
    final let timer = SerialDisposable()

    init(dueTime: RxTimeInterval, scheduler: any SchedulerType, observer: Observer, cancel: SinkDisposer) {
        self.dueTime = dueTime
        self.scheduler = scheduler
        super.init(observer: observer, cancel: cancel)
    }

    /// Runs `action` under `lock` once `wait` has passed, replacing the running timer.
    final func startTimer(after wait: RxTimeInterval, _ action: @escaping () -> Void) {
        timer.disposable = scheduler.scheduleRelative((), dueTime: wait) { [self] _ in
            lock.withLock(action)
            return Disposables.create()
        }
    }
}
