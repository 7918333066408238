// `Single`: a sequence of exactly one element, or an error.

/// The trait of `Single`: one element (a success) or an error (a failure), nothing else.
public enum SingleTrait {}

/// A sequence that emits exactly one element or an error, as RxSwift's `Single`.
public typealias Single<Element> = PrimitiveSequence<SingleTrait, Element>

/// What a `Single` produces: its element, or its error.
public typealias SingleEvent<Element> = Result<Element, Swift.Error>

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// The function that receives a `Single`'s one event.
    public typealias SingleObserver = (SingleEvent<Element>) -> Void

    /// Creates a `Single` from a function that receives an observer and returns what to release.
    ///
    /// Only the first event sent to the observer counts; later ones are ignored.
    /// - seealso: [create operator on reactivex.io](http://reactivex.io/documentation/operators/create.html)
    /// - parameter subscribe: Called per subscription; reports the outcome through its argument.
    /// - returns: The single.
    public static func create(subscribe: @escaping (@escaping SingleObserver) -> Disposable) -> Single<Element> {
        let source = Observable<Element>.create { observer in
            subscribe { event in
                switch event {
                case .success(let element):
                    observer.onNext(element)
                    observer.onCompleted()
                case .failure(let error):
                    observer.onError(error)
                }
            }
        }
        return Single(raw: source)
    }

    /// A single that succeeds with `element` as soon as it is subscribed.
    /// - seealso: [just operator on reactivex.io](http://reactivex.io/documentation/operators/just.html)
    public static func just(_ element: Element) -> Single<Element> {
        create { observer in
            observer(.success(element))
            return Disposables.create()
        }
    }

    /// A single that fails with `error` as soon as it is subscribed.
    /// - seealso: [throw operator on reactivex.io](http://reactivex.io/documentation/operators/empty-never-throw.html)
    public static func error(_ error: Swift.Error) -> Single<Element> {
        create { observer in
            observer(.failure(error))
            return Disposables.create()
        }
    }

    /// Subscribes `observer`, which receives the success or the failure, once.
    /// - returns: The subscription; disposing it before the outcome cancels the work.
    public func subscribe(_ observer: @escaping SingleObserver) -> Disposable {
        var finished = false
        return primitiveSequence.source.subscribe { event in
            if finished { return }
            switch event {
            case .next(let element):
                finished = true
                observer(.success(element))
            case .error(let error):
                finished = true
                observer(.failure(error))
            case .completed:
                finished = true
                observer(.failure(RxError.noElements))
            }
        }
    }

    /// Subscribes success, failure and disposal handlers; any may be omitted.
    ///
    /// `onDisposed` runs once when the subscription ends, after the outcome or on dispose. Without
    /// `onFailure`, a failure goes to `Hooks.defaultErrorHandler`.
    /// - returns: The subscription.
    public func subscribe(
        onSuccess: ((Element) -> Void)? = nil,
        onFailure: ((Swift.Error) -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        let disposable: Disposable = onDisposed.map { Disposables.create(with: $0) } ?? Disposables.create()
        let subscription = subscribe { event in
            switch event {
            case .success(let element): onSuccess?(element)
            case .failure(let error):
                if let onFailure { onFailure(error) } else { Hooks.defaultErrorHandler([], error) }
            }
            disposable.dispose()
        }
        return Disposables.create(subscription, disposable)
    }

    /// Transforms the element with `transform`; a throw becomes the failure.
    /// - seealso: [map operator on reactivex.io](http://reactivex.io/documentation/operators/map.html)
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Single<Result> {
        Single(raw: primitiveSequence.source.map(transform))
    }

    /// Continues with the single that `selector` returns for the element; a throw becomes the failure.
    /// - seealso: [flatMap operator on reactivex.io](http://reactivex.io/documentation/operators/flatmap.html)
    public func flatMap<Result>(_ selector: @escaping (Element) throws -> Single<Result>) -> Single<Result> {
        Single(raw: primitiveSequence.source.flatMap { try selector($0).asObservable() })
    }
}
