// The sink behind flatMap, concatMap and merge: subscribes inner sequences and serialises their events.

/// Subscribes to at most `maxConcurrent` inner sequences at a time, queueing the others, and
/// forwards their elements one at a time. Completes once the outer sequence and every inner one
/// have completed; the first error from any of them ends everything.
///
/// Inner sequences are subscribed under the lock by one loop, so a long run of synchronous inner
/// sequences (`concatMap` over `just`) iterates instead of recursing.
final class MergeSink<SourceElement, Inner: ObservableConvertibleType, Observer: ObserverType>: Sink<Observer>, ObserverType
where Observer.Element == Inner.Element {
    typealias Element = SourceElement

    private let selector: (SourceElement) throws -> Inner
    private let maxConcurrent: Int
    /// Guards the state below and serialises every event sent downstream. Recursive: a synchronous
    /// inner sequence emits while it is being subscribed under the lock.
    private let lock = RecursiveLock()
    private let sourceSubscription = SingleAssignmentDisposable()
    private let innerSubscriptions = CompositeDisposable()
    private var waiting = Queue<Inner>()
    private var activeCount = 0
    private var sourceDone = false
    private var subscribing = false
    private var stopped = false

    init(selector: @escaping (SourceElement) throws -> Inner, maxConcurrent: Int, observer: Observer, cancel: Cancelable) {
        self.selector = selector
        self.maxConcurrent = maxConcurrent
        super.init(observer: observer, cancel: cancel)
    }

    /// Merges the sequences that `source`'s elements select.
    func run(_ source: Observable<SourceElement>) -> Disposable {
        sourceSubscription.setDisposable(source.subscribe(self))
        return Disposables.create(sourceSubscription, innerSubscriptions)
    }

    /// Merges a fixed list of sequences (there is no outer sequence).
    func run(_ sources: [Inner]) -> Disposable {
        lock.withLock {
            for source in sources { waiting.enqueue(source) }
            sourceDone = true
            subscribeWaiting()
        }
        return innerSubscriptions
    }

    func on(_ event: Event<SourceElement>) {
        switch event {
        case .next(let element):
            do {
                let inner = try selector(element)
                lock.withLock {
                    if stopped { return }
                    waiting.enqueue(inner)
                    subscribeWaiting()
                }
            } catch {
                lock.withLock { stop(with: .error(error)) }
            }
        case .error(let error):
            lock.withLock { stop(with: .error(error)) }
        case .completed:
            lock.withLock {
                sourceDone = true
                completeIfFinished()
            }
            sourceSubscription.dispose()
        }
    }

    /// One inner sequence's event; `key` identifies its subscription.
    fileprivate func on(_ event: Event<Observer.Element>, from key: CompositeDisposable.DisposeKey) {
        lock.withLock {
            switch event {
            case .next:
                if !stopped { forwardOn(event) }
            case .error:
                stop(with: event)
            case .completed:
                innerSubscriptions.remove(for: key)
                activeCount -= 1
                subscribeWaiting()
            }
        }
    }

    /// Subscribes waiting sequences while there is room; the caller holds the lock.
    private func subscribeWaiting() {
        if subscribing { return }
        subscribing = true
        while !stopped, activeCount < maxConcurrent, let inner = waiting.dequeue() {
            let subscription = SingleAssignmentDisposable()
            guard let key = innerSubscriptions.insert(subscription) else { break }
            activeCount += 1
            subscription.setDisposable(inner.asObservable().subscribe(MergeInnerObserver(parent: self, key: key)))
        }
        subscribing = false
        completeIfFinished()
    }

    private func completeIfFinished() {
        if sourceDone, activeCount == 0, waiting.isEmpty, !subscribing {
            stop(with: .completed)
        }
    }

    /// Sends the terminal event once and releases everything; the caller holds the lock.
    private func stop(with event: Event<Observer.Element>) {
        if stopped { return }
        stopped = true
        waiting.removeAll()
        forwardOn(event)
        dispose()
    }
}

/// Feeds one inner sequence's events to its `MergeSink`.
private final class MergeInnerObserver<SourceElement, Inner: ObservableConvertibleType, Observer: ObserverType>: ObserverType
where Observer.Element == Inner.Element {
    typealias Element = Inner.Element

    private let parent: MergeSink<SourceElement, Inner, Observer>
    private let key: CompositeDisposable.DisposeKey
    #if DEBUG
    private let tracker = Resources.track()
    #endif

    init(parent: MergeSink<SourceElement, Inner, Observer>, key: CompositeDisposable.DisposeKey) {
        self.parent = parent
        self.key = key
    }

    func on(_ event: Event<Element>) {
        parent.on(event, from: key)
    }
}

/// The observable of `flatMap`, `concatMap` and `merge()`: one `MergeSink` per subscription.
final class MergeProducer<SourceElement, Inner: ObservableConvertibleType>: Producer<Inner.Element> {
    private let source: Observable<SourceElement>
    private let selector: (SourceElement) throws -> Inner
    private let maxConcurrent: Int

    init(source: Observable<SourceElement>, maxConcurrent: Int, selector: @escaping (SourceElement) throws -> Inner) {
        self.source = source
        self.selector = selector
        self.maxConcurrent = maxConcurrent
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Inner.Element {
        let sink = MergeSink(selector: selector, maxConcurrent: maxConcurrent, observer: observer, cancel: cancel)
        return (sink, sink.run(source))
    }
}

/// The observable of `Observable.merge(_:)`: merges a fixed list of sequences.
final class MergeListProducer<Element>: Producer<Element> {
    private let sources: [Observable<Element>]

    init(sources: [Observable<Element>]) {
        self.sources = sources
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let sink = MergeSink<Observable<Element>, Observable<Element>, Observer>(
            selector: { $0 }, maxConcurrent: Int.max, observer: observer, cancel: cancel
        )
        return (sink, sink.run(sources))
    }
}
