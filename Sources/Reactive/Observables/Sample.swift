// `sample`: emit the source's latest element at each tick of a sampler.

extension ObservableType {
    /// At each element (or the completion) of `sampler`, emits the latest element this sequence
    /// produced since the previous tick, or `defaultValue` when there was none.
    ///
    /// Once this sequence has completed, the next tick emits what is left and completes the result.
    /// An error from either sequence ends it.
    /// - seealso: [sample operator on reactivex.io](http://reactivex.io/documentation/operators/sample.html)
    /// - parameter sampler: The sampling ticks.
    /// - parameter defaultValue: Emitted at a tick with no new element; nil emits nothing then.
    /// - returns: The sampled sequence.
    public func sample<Source: ObservableType>(_ sampler: Source, defaultValue: Element? = nil) -> Observable<Element> {
        SampleProducer(source: asObservable(), sampler: sampler.asObservable(), defaultValue: defaultValue)
    }
}

private final class SampleProducer<Element, Tick>: Producer<Element> {
    let source: Observable<Element>
    let sampler: Observable<Tick>
    let defaultValue: Element?

    init(source: Observable<Element>, sampler: Observable<Tick>, defaultValue: Element?) {
        self.source = source
        self.sampler = sampler
        self.defaultValue = defaultValue
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: SinkDisposer) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let sink = SampleSink(defaultValue: defaultValue, observer: observer, cancel: cancel)
        sink.sourceSubscription.setDisposable(source.subscribe(sink))
        let samplerSubscription = sampler.subscribe(SamplerObserver<Tick, Observer>(parent: sink))
        return (sink, Disposables.create(sink.sourceSubscription, samplerSubscription))
    }
}

private final class SampleSink<Observer: ObserverType>: SerializingSink<Observer>, ObserverType {
    typealias Element = Observer.Element

    private let defaultValue: Element?
    let sourceSubscription = SingleAssignmentDisposable()
    private var latest: Element?
    private var sourceDone = false

    init(defaultValue: Element?, observer: Observer, cancel: SinkDisposer) {
        self.defaultValue = defaultValue
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Element>) {
        lock.withLock {
            if stopped { return }
            switch event {
            case .next(let element):
                latest = element
            case .error:
                stop(with: event)
            case .completed:
                sourceDone = true
                sourceSubscription.dispose()
            }
        }
    }

    /// A tick of the sampler (an element or its completion); the caller holds the lock.
    func tick() {
        if stopped { return }
        if let element = latest ?? defaultValue {
            latest = nil
            forwardNext(element)
        }
        if sourceDone { stop(with: .completed) }
    }
}

/// Turns the sampler's events into ticks of the sink.
private final class SamplerObserver<Tick, Observer: ObserverType>: ObserverType {
    private let parent: SampleSink<Observer>

    init(parent: SampleSink<Observer>) {
        self.parent = parent
    }

    func on(_ event: Event<Tick>) {
        parent.lock.withLock {
            switch event {
            case .next, .completed:
                parent.tick()
            case .error(let error):
                parent.stop(with: .error(error))
            }
        }
    }
}
