// The sink behind flatMap, concatMap and merge: subscribes inner sequences and serialises their events.

/// Subscribes to at most `maxConcurrent` inner sequences at a time, queueing the others, and
/// forwards their elements one at a time. Completes once the outer sequence and every inner one
/// have completed; the first error from any of them ends everything.
///
/// Inner sequences are subscribed under the lock by one loop, so a long run of synchronous inner
/// sequences (`concatMap` over `just`) iterates instead of recursing. The inner subscriptions are
/// kept in the sink itself, under the same lock, rather than in a `CompositeDisposable`: an inner
/// sequence that ends during its own subscription (`just`) then costs no bookkeeping at all.
final class MergeSink<SourceElement, Inner: ObservableConvertibleType, Observer: ObserverType>: Sink<Observer>, ObserverType
where Observer.Element == Inner.Element {
    typealias Element = SourceElement

    private let selector: (SourceElement) throws -> Inner
    private let maxConcurrent: Int
    /// Guards the state below and serialises every event sent downstream. Recursive: a synchronous
    /// inner sequence emits while it is being subscribed under the lock.
    private let lock = RecursiveLock()
    private let sourceSubscription = SingleAssignmentDisposable()
    /// The subscriptions of the inner sequences still running, by key.
    private var innerSubscriptions: [Int: Disposable] = [:]
    private var nextKey = 0
    private var waiting = Queue<Inner>()
    /// `waiting.count`, readable without touching the generic queue on every element.
    private var waitingCount = 0
    private var activeCount = 0
    private var sourceDone = false
    private var subscribing = false
    private var stopped = false

    init(selector: @escaping (SourceElement) throws -> Inner, maxConcurrent: Int, observer: Observer, cancel: SinkDisposer) {
        self.selector = selector
        self.maxConcurrent = maxConcurrent
        super.init(observer: observer, cancel: cancel)
    }

    /// Merges the sequences that `source`'s elements select.
    func run(_ source: Observable<SourceElement>) -> Disposable {
        sourceSubscription.setDisposable(source.subscribe(self))
        return sourceSubscription
    }

    /// Merges a fixed list of sequences (there is no outer sequence).
    func run(_ sources: [Inner]) -> Disposable {
        lock.withLock {
            for source in sources { enqueue(source) }
            sourceDone = true
            subscribeWaiting()
        }
        return Disposables.create()
    }

    func onNext(_ element: SourceElement) {
        do {
            let inner = try selector(element)
            lock.withLock {
                if stopped { return }
                if subscribing || activeCount >= maxConcurrent {
                    enqueue(inner)
                } else {
                    subscribing = true
                    subscribe(inner)
                    subscribing = false
                    subscribeWaiting()
                }
            }
        } catch {
            lock.withLock { stop(with: .error(error)) }
        }
    }

    func on(_ event: Event<SourceElement>) {
        switch event {
        case .next(let element):
            onNext(element)
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

    /// An element of an inner sequence.
    fileprivate func innerNext(_ element: Observer.Element) {
        lock.withLock {
            if !stopped { forwardNext(element) }
        }
    }

    /// An inner sequence failed.
    fileprivate func innerFailed(_ error: Swift.Error) {
        lock.withLock { stop(with: .error(error)) }
    }

    /// The inner sequence of `observer` completed.
    fileprivate func innerCompleted(_ observer: MergeInnerObserver<SourceElement, Inner, Observer>) {
        lock.withLock {
            observer.completed = true
            innerSubscriptions.removeValue(forKey: observer.key)
            activeCount -= 1
            subscribeWaiting()
        }
    }

    /// Subscribes `inner`; the caller holds the lock.
    private func subscribe(_ inner: Inner) {
        let key = nextKey
        nextKey += 1
        activeCount += 1
        let observer = MergeInnerObserver(parent: self, key: key)
        let subscription = inner.asObservable().subscribe(observer)
        if stopped {
            subscription.dispose()
        } else if !observer.completed {
            innerSubscriptions[key] = subscription
        }
    }

    private func enqueue(_ inner: Inner) {
        waiting.enqueue(inner)
        waitingCount += 1
    }

    /// Subscribes waiting sequences while there is room; the caller holds the lock.
    private func subscribeWaiting() {
        if subscribing { return }
        if waitingCount > 0 {
            subscribing = true
            while !stopped, activeCount < maxConcurrent, let inner = waiting.dequeue() {
                waitingCount -= 1
                subscribe(inner)
            }
            subscribing = false
        }
        completeIfFinished()
    }

    private func completeIfFinished() {
        if sourceDone, activeCount == 0, waitingCount == 0, !subscribing { complete() }
    }

    /// Out of line, so the `Event` metadata lookup `.completed` needs is paid only here, not by
    /// every inner completion that passes through `completeIfFinished` (callgrind).
    @inline(never)
    private func complete() {
        stop(with: .completed)
    }

    private func dropWaiting() {
        waiting.removeAll()
        waitingCount = 0
    }

    /// Sends the terminal event once and releases everything; the caller holds the lock.
    private func stop(with event: Event<Observer.Element>) {
        if stopped { return }
        stopped = true
        dropWaiting()
        forwardOn(event)
        dispose()
    }

    override func dispose() {
        super.dispose()
        let subscriptions: [Int: Disposable] = lock.withLock {
            stopped = true
            dropWaiting()
            let all = innerSubscriptions
            innerSubscriptions = [:]
            return all
        }
        for key in subscriptions.keys.sorted() { subscriptions[key]?.dispose() }
    }
}

/// Feeds one inner sequence's events to its `MergeSink`.
private final class MergeInnerObserver<SourceElement, Inner: ObservableConvertibleType, Observer: ObserverType>: ObserverType
where Observer.Element == Inner.Element {
    typealias Element = Inner.Element

    private let parent: MergeSink<SourceElement, Inner, Observer>
    /// Identifies the subscription in the parent.
    let key: Int
    /// Set under the parent's lock when the inner sequence completed.
    fileprivate(set) var completed = false
    #if DEBUG
    private let tracker = Resources.track()
    #endif

    init(parent: MergeSink<SourceElement, Inner, Observer>, key: Int) {
        self.parent = parent
        self.key = key
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            parent.innerNext(element)
        case .error(let error):
            parent.innerFailed(error)
        case .completed:
            parent.innerCompleted(self)
        }
    }

    func onNext(_ element: Element) {
        parent.innerNext(element)
    }

    /// Spares `on(.completed)`'s `Event` metadata lookup, once per inner sequence (`just`, row d).
    func onCompleted() {
        parent.innerCompleted(self)
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

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: SinkDisposer) -> (sink: Disposable, subscription: Disposable)
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

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: SinkDisposer) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let sink = MergeSink<Observable<Element>, Observable<Element>, Observer>(
            selector: { $0 }, maxConcurrent: Int.max, observer: observer, cancel: cancel
        )
        return (sink, sink.run(sources))
    }
}
