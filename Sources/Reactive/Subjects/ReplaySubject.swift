// A subject that replays recent elements to new subscribers.

/// Buffers the last `bufferSize` elements (or all) and replays them, then the terminal event, to each subscriber.
public final class ReplaySubject<Element>: Observable<Element>, SubjectType, ObserverType, Cancelable, @unchecked Sendable {
    // @unchecked: all mutable state is touched only under `lock`, which is recursive so an
    // observer receiving the replay may call back into the subject.
    public typealias Observer = ReplaySubject<Element>

    private let lock = RecursiveLock()
    private let bufferSize: Int
    private var buffer: [Element] = []
    private var head = 0
    private var observers = ObserverList<Element>()
    private var stopEvent: Event<Element>?
    private var disposed = false

    private init(bufferSize: Int) {
        self.bufferSize = bufferSize
    }

    /// A subject that replays at most `bufferSize` elements.
    public static func create(bufferSize: Int) -> ReplaySubject<Element> {
        precondition(bufferSize >= 0, "bufferSize must not be negative")
        return ReplaySubject(bufferSize: bufferSize)
    }

    /// A subject that replays every element it ever received.
    public static func createUnbounded() -> ReplaySubject<Element> {
        ReplaySubject(bufferSize: Int.max)
    }

    /// True while at least one observer is subscribed.
    public var hasObservers: Bool { lock.withLock { !observers.isEmpty } }

    public var isDisposed: Bool { lock.withLock { disposed } }

    public func on(_ event: Event<Element>) {
        let targets: ObserverList<Element>? = lock.withLock {
            if disposed || stopEvent != nil { return nil }
            switch event {
            case .next(let value):
                append(value)
                return observers
            case .error, .completed:
                stopEvent = event
                let all = observers
                observers.removeAll()
                return all
            }
        }
        targets?.dispatch(event)
    }

    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        lock.withLock {
            if disposed {
                observer.on(.error(RxError.disposed(object: "ReplaySubject")))
                return Disposables.create()
            }
            for index in head..<buffer.count { observer.on(.next(buffer[index])) }
            if let stopEvent {
                observer.on(stopEvent)
                return Disposables.create()
            }
            let key = observers.insert(observer.on)
            return SubjectSubscription { [weak self] in self?.unsubscribe(key) }
        }
    }

    public func asObserver() -> ReplaySubject<Element> { self }

    public func dispose() {
        lock.withLock {
            disposed = true
            observers.removeAll()
            buffer = []
            head = 0
            stopEvent = nil
        }
    }

    /// Appends to the buffer, dropping the oldest beyond `bufferSize` (compacting now and then).
    private func append(_ value: Element) {
        guard bufferSize > 0 else { return }
        buffer.append(value)
        if buffer.count - head > bufferSize { head += 1 }
        if head > 64 && head * 2 > buffer.count {
            buffer.removeFirst(head)
            head = 0
        }
    }

    private func unsubscribe(_ key: Int) {
        lock.withLock { observers.remove(key) }
    }
}
