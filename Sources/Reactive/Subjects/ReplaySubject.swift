// A subject that replays recent elements to new subscribers.

/// Buffers the last `bufferSize` elements (or all) and replays them, then the terminal event, to each subscriber.
public final class ReplaySubject<Element>: Observable<Element>, SubjectType, ObserverType, Cancelable, UnsubscribableSubject, @unchecked Sendable {
    // @unchecked: all mutable state is touched only under `lock`, which is recursive so an
    // observer receiving the replay may call back into the subject.
    public typealias Observer = ReplaySubject<Element>

    private let lock = RecursiveLock()
    private let bufferSize: Int
    private var buffer: [Element] = []
    private var head = 0
    /// How many elements were ever buffered: the sequence number one past `buffer.last`.
    private var bufferedTotal = 0
    private var observers = ObserverList()
    private var stopEvent: Event<Element>?
    /// `stopEvent != nil`, kept apart so `onNext` never touches an `Event` (see `ObserverList`).
    private var isStopped = false
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
        switch event {
        case .next(let value):
            onNext(value)
        case .error, .completed:
            let targets: ObserverList.Snapshot? = lock.withLock {
                if disposed || isStopped { return nil }
                stopEvent = event
                isStopped = true
                return observers.removeAll()
            }
            if let targets { ObserverList.dispatch(event, to: targets) }
        }
    }

    public func onNext(_ value: Element) {
        let targets: ObserverList.Snapshot? = lock.withLock {
            if disposed || isStopped { return nil }
            append(value)
            return observers.snapshot
        }
        if let targets { ObserverList.dispatchNext(value, to: targets) }
    }

    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        lock.withLock {
            if disposed {
                observer.on(.error(RxError.disposed(object: "ReplaySubject")))
                return Disposables.create()
            }
            replay(to: observer)
            if let stopEvent {
                observer.on(stopEvent)
                return Disposables.create()
            }
            if disposed { return Disposables.create() }
            let key = observers.insert(SubjectObserver.wrapping(observer))
            return SubjectSubscription(subject: self, key: key)
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
            isStopped = false
        }
    }

    /// Sends the buffered elements to `observer`, by sequence number rather than index, so elements
    /// the observer itself sends into the subject during the replay reach it too, in buffer order.
    /// Runs under `lock`.
    private func replay<Observer: ObserverType>(to observer: Observer) where Observer.Element == Element {
        var next = 0
        while true {
            let oldest = bufferedTotal - (buffer.count - head)
            next = max(next, oldest)
            guard next < bufferedTotal else { return }
            observer.onNext(buffer[head + next - oldest])
            next += 1
        }
    }

    /// Appends to the buffer, dropping the oldest beyond `bufferSize` (compacting now and then).
    private func append(_ value: Element) {
        guard bufferSize > 0 else { return }
        bufferedTotal += 1
        buffer.append(value)
        if buffer.count - head > bufferSize { head += 1 }
        if head > 64 && head * 2 > buffer.count {
            buffer.removeFirst(head)
            head = 0
        }
    }

    func unsubscribe(_ key: Int) {
        lock.withLock { observers.remove(key) }
    }
}
