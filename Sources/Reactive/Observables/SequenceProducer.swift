// The engine behind `of`, `from`, `just(_:scheduler:)` and `range`: a sequence emitted on a scheduler.

/// Emits the elements of a sequence, then `.completed`, with work scheduled on `scheduler`.
///
/// On the synchronous schedulers (`CurrentThreadScheduler`, `ImmediateScheduler`) it schedules
/// once and then loops, checking for disposal before each element; RxSwift schedules once per
/// element, which costs a queued action per event. On any other scheduler each element is its
/// own scheduled action, as in RxSwift, so other work can interleave.
final class SequenceProducer<Elements: Sequence>: Producer<Elements.Element> {
    private let elements: Elements
    private let scheduler: any ImmediateSchedulerType

    init(elements: Elements, scheduler: any ImmediateSchedulerType) {
        self.elements = elements
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: SinkDisposer) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let sink = SequenceSink<Elements, Observer>(observer: observer, cancel: cancel)
        return (sink, sink.run(elements, on: scheduler))
    }
}

private final class SequenceSink<Elements: Sequence, Observer: ObserverType>: Sink<Observer>
where Elements.Element == Observer.Element {
    func run(_ elements: Elements, on scheduler: any ImmediateSchedulerType) -> Disposable {
        if scheduler is CurrentThreadScheduler || scheduler is ImmediateScheduler {
            return scheduler.schedule(elements) { elements in
                self.emitAll(elements)
                return Disposables.create()
            }
        }
        var iterator = elements.makeIterator()
        return scheduler.scheduleRecursive(()) { _, recurse in
            if let element = iterator.next() {
                self.forwardNext(element)
                recurse(())
            } else {
                self.forwardTerminal(.completed)
            }
        }
    }

    private func emitAll(_ elements: Elements) {
        for element in elements {
            if isDisposed { return }
            forwardNext(element)
        }
        forwardCompleted()
    }
}
