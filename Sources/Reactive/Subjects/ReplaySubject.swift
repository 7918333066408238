// A subject that replays recent elements to new subscribers.

/// Buffers the last `bufferSize` elements (or all) and replays them, then the terminal event, to each subscriber.
public final class ReplaySubject<Element>: Observable<Element>, SubjectType, ObserverType, Cancelable, @unchecked Sendable {
    // @unchecked: the buffer is touched only under `observers.lock`, which is recursive so an
    // observer receiving the replay may call back into the subject.
    public typealias Observer = ReplaySubject<Element>

    private let observers = SubjectObservers<Element>(subjectName: "ReplaySubject", recursive: true)
    private let bufferSize: Int
    private var buffer: [Element] = []
    private var head = 0
    /// How many elements were ever buffered: the sequence number one past `buffer.last`.
    private var bufferedTotal = 0

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
    public var hasObservers: Bool { observers.hasObservers }

    public var isDisposed: Bool { observers.isDisposed }

    public func on(_ event: Event<Element>) {
        observers.on(event) { append($0) }
    }

    public func onNext(_ value: Element) {
        observers.onNext(value) { append($0) }
    }

    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        observers.subscribe(observer, catchUp: { replay(to: $0) }, welcome: { _ in })
    }

    public func asObserver() -> ReplaySubject<Element> { self }

    public func dispose() {
        observers.dispose {
            buffer = []
            head = 0
        }
    }

    /// Sends the buffered elements to `observer`, by sequence number rather than index, so elements
    /// the observer itself sends into the subject during the replay reach it too, in buffer order.
    /// Runs under `observers.lock`.
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
}
