// `flatMapLatest`: map each element to a sequence and follow only the newest one.

extension ObservableType {
    /// Projects each element to an observable sequence and emits the elements of the most recent one.
    ///
    /// When a new element arrives, the previous inner sequence is unsubscribed at once and the new
    /// one subscribed. Completes when this sequence and the current inner sequence have completed;
    /// the first error (or a throw from `selector`) ends it.
    /// - seealso: [flatMapLatest operator on reactivex.io](http://reactivex.io/documentation/operators/flatmap.html)
    /// - parameter selector: A transform applied to each element, returning the sequence to follow.
    /// - returns: The elements of the latest inner sequence.
    public func flatMapLatest<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source)
        -> Observable<Source.Element>
    {
        FlatMapLatestProducer(source: asObservable(), selector: selector)
    }
}

private final class FlatMapLatestProducer<SourceElement, Inner: ObservableConvertibleType>: Producer<Inner.Element> {
    let source: Observable<SourceElement>
    let selector: (SourceElement) throws -> Inner

    init(source: Observable<SourceElement>, selector: @escaping (SourceElement) throws -> Inner) {
        self.source = source
        self.selector = selector
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: SinkDisposer) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Inner.Element {
        let sink = FlatMapLatestSink(selector: selector, observer: observer, cancel: cancel)
        return (sink, sink.run(source))
    }
}

private final class FlatMapLatestSink<SourceElement, Inner: ObservableConvertibleType, Observer: ObserverType>: SerializingSink<Observer>, ObserverType
where Observer.Element == Inner.Element {
    typealias Element = SourceElement

    private let selector: (SourceElement) throws -> Inner
    private let sourceSubscription = SingleAssignmentDisposable()
    private let innerSubscription = SerialDisposable()
    /// Identifies the current inner sequence; events of older ones are ignored.
    private var latest = 0
    private var hasInner = false
    private var sourceDone = false

    init(selector: @escaping (SourceElement) throws -> Inner, observer: Observer, cancel: SinkDisposer) {
        self.selector = selector
        super.init(observer: observer, cancel: cancel)
    }

    func run(_ source: Observable<SourceElement>) -> Disposable {
        sourceSubscription.setDisposable(source.subscribe(self))
        return Disposables.create(sourceSubscription, innerSubscription)
    }

    func on(_ event: Event<SourceElement>) {
        switch event {
        case .next(let element):
            let inner: Inner
            do {
                inner = try selector(element)
            } catch {
                lock.withLock { stop(with: .error(error)) }
                return
            }
            let id: Int? = lock.withLock {
                if stopped { return nil }
                latest &+= 1
                hasInner = true
                return latest
            }
            guard let id else { return }
            let subscription = SingleAssignmentDisposable()
            innerSubscription.disposable = subscription
            subscription.setDisposable(inner.asObservable().subscribe(FlatMapLatestInnerObserver(parent: self, id: id)))
        case .error(let error):
            lock.withLock { stop(with: .error(error)) }
        case .completed:
            lock.withLock {
                sourceDone = true
                if !hasInner { stop(with: .completed) }
            }
            sourceSubscription.dispose()
        }
    }

    /// An event of the inner sequence number `id`.
    fileprivate func on(_ event: Event<Observer.Element>, from id: Int) {
        lock.withLock {
            guard id == latest, !stopped else { return }
            switch event {
            case .next:
                forwardOn(event)
            case .error:
                stop(with: event)
            case .completed:
                hasInner = false
                if sourceDone { stop(with: .completed) }
            }
        }
    }
}

/// Feeds one inner sequence's events, tagged with its number, to the sink.
private final class FlatMapLatestInnerObserver<SourceElement, Inner: ObservableConvertibleType, Observer: ObserverType>: ObserverType
where Observer.Element == Inner.Element {
    typealias Element = Inner.Element

    private let parent: FlatMapLatestSink<SourceElement, Inner, Observer>
    private let id: Int
    #if DEBUG
    private let tracker = Resources.track()
    #endif

    init(parent: FlatMapLatestSink<SourceElement, Inner, Observer>, id: Int) {
        self.parent = parent
        self.id = id
    }

    func on(_ event: Event<Element>) {
        parent.on(event, from: id)
    }
}
