// `withLatestFrom`: combine each element with the latest element of a second sequence.

extension ObservableType {
    /// Combines each element of this sequence with the latest element of `second`, if it has one yet.
    ///
    /// Elements that arrive before `second` has emitted are dropped. The result completes with this
    /// sequence (`second` completing changes nothing); an error from either, or a throw from
    /// `resultSelector`, ends it.
    /// - seealso: [combineLatest operator on reactivex.io](http://reactivex.io/documentation/operators/combinelatest.html)
    /// - parameter second: The sequence whose latest element is used.
    /// - parameter resultSelector: Combines an element of this sequence with the latest of `second`.
    /// - returns: One combination per element of this sequence that found a latest element.
    public func withLatestFrom<Source: ObservableConvertibleType, Result>(
        _ second: Source,
        resultSelector: @escaping (Element, Source.Element) throws -> Result
    ) -> Observable<Result> {
        WithLatestFromProducer(first: asObservable(), second: second.asObservable(), resultSelector: resultSelector)
    }

    /// Emits the latest element of `second` each time this sequence emits, once `second` has emitted.
    /// - seealso: [combineLatest operator on reactivex.io](http://reactivex.io/documentation/operators/combinelatest.html)
    /// - parameter second: The sequence whose latest element is emitted.
    /// - returns: The latest element of `second` at each element of this sequence.
    public func withLatestFrom<Source: ObservableConvertibleType>(_ second: Source) -> Observable<Source.Element> {
        WithLatestFromProducer(first: asObservable(), second: second.asObservable()) { $1 }
    }
}

private final class WithLatestFromProducer<First, Second, Result>: Producer<Result> {
    let first: Observable<First>
    let second: Observable<Second>
    let resultSelector: (First, Second) throws -> Result

    init(first: Observable<First>, second: Observable<Second>, resultSelector: @escaping (First, Second) throws -> Result) {
        self.first = first
        self.second = second
        self.resultSelector = resultSelector
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: SinkDisposer) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Result {
        let sink = WithLatestFromSink<First, Second, Observer>(resultSelector: resultSelector, observer: observer, cancel: cancel)
        let secondSubscription = SingleAssignmentDisposable()
        // `second` first, so a synchronous one has its latest element before `first` emits.
        secondSubscription.setDisposable(second.subscribe(WithLatestFromSecondObserver(parent: sink, subscription: secondSubscription)))
        let firstSubscription = first.subscribe(sink)
        return (sink, Disposables.create(firstSubscription, secondSubscription))
    }
}

private final class WithLatestFromSink<First, Second, Observer: ObserverType>: SerializingSink<Observer>, ObserverType {
    typealias Element = First

    private let resultSelector: (First, Second) throws -> Observer.Element
    /// The latest element of the second sequence.
    var latest: Second?

    init(resultSelector: @escaping (First, Second) throws -> Observer.Element, observer: Observer, cancel: SinkDisposer) {
        self.resultSelector = resultSelector
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<First>) {
        lock.withLock {
            if stopped { return }
            switch event {
            case .next(let element):
                guard let latest else { return }
                do {
                    forwardNext(try resultSelector(element, latest))
                } catch {
                    stop(with: .error(error))
                }
            case .error(let error):
                stop(with: .error(error))
            case .completed:
                stop(with: .completed)
            }
        }
    }
}

/// Records the second sequence's latest element in the sink.
private final class WithLatestFromSecondObserver<First, Second, Observer: ObserverType>: ObserverType {
    private let parent: WithLatestFromSink<First, Second, Observer>
    private let subscription: Disposable

    init(parent: WithLatestFromSink<First, Second, Observer>, subscription: Disposable) {
        self.parent = parent
        self.subscription = subscription
    }

    func on(_ event: Event<Second>) {
        parent.lock.withLock {
            switch event {
            case .next(let element):
                parent.latest = element
            case .error(let error):
                parent.stop(with: .error(error))
            case .completed:
                subscription.dispose()
            }
        }
    }
}
