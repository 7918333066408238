// The observable of an operator that times one source's elements on a scheduler.

/// One source, a due time and the scheduler that measures it: what `debounce`, `delay` and
/// `throttle` are built from. Subclasses build their `TimedSink` in `run`.
class TimedProducer<Element>: Producer<Element> {
    final let source: Observable<Element>
    final let dueTime: RxTimeInterval
    final let scheduler: any SchedulerType

    init(source: Observable<Element>, dueTime: RxTimeInterval, scheduler: any SchedulerType) {
        self.source = source
        self.dueTime = dueTime
        self.scheduler = scheduler
    }
}
