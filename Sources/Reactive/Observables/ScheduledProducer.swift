// The observable of an operator that moves a source's work onto a scheduler.

/// One source and the scheduler its work moves to: what `observe(on:)` and `subscribe(on:)` are
/// built from. Subclasses build their sink in `run`.
class ScheduledProducer<Element>: Producer<Element> {
    final let source: Observable<Element>
    final let scheduler: any ImmediateSchedulerType

    init(source: Observable<Element>, scheduler: any ImmediateSchedulerType) {
        self.source = source
        self.scheduler = scheduler
    }
}
